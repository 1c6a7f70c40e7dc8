# syntax=docker/dockerfile:1
# sitegen's test and build image: Node.js 20 on Debian 12 with Debian's Chromium, which the browser
# tests (playwright-core) and `npm run lighthouse` (chrome-launcher) start from /usr/bin/chromium.
# No browser is downloaded, at build time or at run time.
#
#   docker build -t sitegen .
#   docker run --rm --shm-size=1g sitegen                      # every test (npm test)
#   docker run --rm -v "$PWD:/out" sitegen npx sitegen build --locale id --out /out/dist
#
# The build mounts the folder that will hold dist/, not dist/ itself: sitegen writes into a
# temporary folder beside dist/ and renames it into place, and a rename cannot cross into a mount.
FROM node:20-bookworm-slim

RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*

ENV CHROMIUM_PATH=/usr/bin/chromium \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

WORKDIR /app

# Dependencies in their own layer, reused until package-lock.json changes. Their install scripts
# and the project's `prepare` (which compiles src/) run once the source is there.
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm rebuild && npm run compile

CMD ["npm", "test"]
