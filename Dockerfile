# sitegen's two images, from one Dockerfile: Node.js 24 (the long-term support line; Node 20's ended
# in April 2026, and Node 24 builds the id site about a sixth faster) on Debian 12.
#
# - build: what a CI job needs to build a site: sitegen compiled, its runtime dependencies, git
#   (for the pages' last-updated dates and the sitemap's lastmod), `sitegen` on PATH. No browser.
# - test: sitegen's own test image: every dependency, Debian's Chromium, which the browser tests
#   (playwright-core) and `npm run lighthouse` (chrome-launcher) start from /usr/bin/chromium, and
#   git. No browser is downloaded, at build time or at run time.
#
#   docker build --target build -t sitegen .
#   docker build --target test -t sitegen-test .
#   docker run --rm --init --user "$(id -u):$(id -g)" -v "$PWD:/site" -w /site sitegen sitegen build --locale id
#   docker run --rm --init --shm-size=1g sitegen-test           # every test (npm test)
#
# The site is mounted, not copied in: the build runs as the caller's user, so what it writes
# (dist/ and the cache in node_modules/.cache/sitegen) is the caller's. Nothing here needs
# BuildKit: the legacy builder builds it too, without reaching a registry for a frontend. The
# legacy builder builds every stage above the target, so the test stage comes last: building the
# build image never installs Chromium.
FROM node:24-bookworm-slim AS base
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
WORKDIR /app

# Every dependency and the compiled CLI. `npm ci --ignore-scripts` keeps this layer's install
# apart from the source; `npm rebuild` then runs the dependencies' install scripts, but not the
# project's own `prepare`, so it is run by name: it compiles src/ into lib/ and writes the types
# of `defineConfig` into types/ (package.json's `exports` names types/index.d.ts).
FROM base AS compiled
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm rebuild && npm run prepare

# Runtime dependencies only, installed apart so the build image takes none of the dev tools.
# TypeScript comes in only as an optional peer of cosmiconfig (through SVGR), which loads it for a
# TypeScript SVGR config file, a thing sitegen never asks for; type declarations, source maps and
# Markdown files are not run either.
FROM base AS runtime-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm rebuild \
 && rm -rf node_modules/typescript node_modules/@types /root/.npm \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \
      -o -name '*.map' -o -name '*.md' \) -delete

# What the build image holds of sitegen, put together in one folder so it is one layer: the
# compiled CLI (without its source maps), sitegen's own theme, templates and locales, the types
# of `defineConfig`, and the runtime dependencies.
FROM base AS package
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=compiled /app/package.json /app/package-lock.json /app/theme-modules.d.ts ./
COPY --from=compiled /app/bin ./bin
COPY --from=compiled /app/lib ./lib
COPY --from=compiled /app/types ./types
COPY --from=compiled /app/src ./src
COPY --from=compiled /app/templates ./templates
COPY --from=compiled /app/locales ./locales
RUN find lib -name '*.map' -delete

# The build image. Of git, sitegen runs `git log` and `git rev-parse`, both in the git program
# itself: it is taken from Debian's package alone (3.7 MB, with libraries the base already has),
# without the Perl, curl and helper programs the package depends on (95 MB). safe.directory lets
# it read a checkout another user owns (a container runs as root unless told otherwise).
FROM base AS build
RUN apt-get update \
 && cd /tmp && apt-get download git \
 && dpkg-deb --fsys-tarfile git_*.deb | tar -x -C / ./usr/bin/git \
 && rm -rf git_*.deb /var/lib/apt/lists/* \
 && git config --system --add safe.directory '*' \
 && git --version
COPY --from=package /app /app
RUN ln -s /app/bin/sitegen.js /usr/local/bin/sitegen
WORKDIR /site
CMD ["sitegen", "--help"]

# The test image: everything, with Chromium.
FROM base AS test
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-dejavu-core git \
 && rm -rf /var/lib/apt/lists/* \
 && git config --system --add safe.directory '*'
ENV CHROMIUM_PATH=/usr/bin/chromium \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY --from=compiled /app /app
RUN ln -s /app/bin/sitegen.js /usr/local/bin/sitegen
CMD ["npm", "test"]
