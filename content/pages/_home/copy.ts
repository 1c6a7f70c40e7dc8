/** The home page's words, per locale; a locale without its own copy reads English. */

export interface FeatureCopy {
  id: string;
  title: string;
  body: string;
  link: string;
}

export interface HomeCopy {
  title: string;
  description: string;
  eyebrow: string;
  headline: string;
  lead: string;
  start: string;
  cloud: string;
  github: string;
  featuresTitle: string;
  featuresLead: string;
  features: FeatureCopy[];
  selfHostTitle: string;
  selfHostBody: string;
  selfHostLink: string;
  closingTitle: string;
  closingBody: string;
}

const en: HomeCopy = {
  title: 'Tianji',
  description:
    'Tianji is an open-source, self-hostable insight hub: privacy-friendly website analytics, uptime monitoring, server status pages, feeds, surveys and telemetry in one app.',
  eyebrow: 'Open source · Self-hostable · Cookieless',
  headline: 'One hub for everything your websites and servers are telling you',
  lead:
    'Tianji brings website analytics, uptime monitoring and server status together in a single lightweight app. Run it on your own server with one Docker Compose file, or let us host it for you.',
  start: 'Get started',
  cloud: 'Try Tianji Cloud',
  github: 'Star on GitHub',
  featuresTitle: 'Everything in one place',
  featuresLead: 'Stop stitching together five dashboards. Tianji covers the signals a small team actually watches.',
  features: [
    { id: 'analytics', title: 'Website analytics', body: 'Page views, visitors, referrers, devices and countries from a tiny cookieless script. No consent banner needed for the basics.', link: 'docs/website/track-script' },
    { id: 'uptime', title: 'Uptime monitoring', body: 'HTTP, ping, TCP, DNS, push heartbeats and custom scripts, with notifications when something goes down and again when it recovers.', link: 'docs/monitor/push-monitor' },
    { id: 'server', title: 'Server status', body: 'A small reporter sends CPU, memory, disk and network figures from each machine; share them on a public status page.', link: 'docs/server-status/server-status-reporter' },
    { id: 'feed', title: 'Feeds and events', body: 'Collect events from GitHub, Sentry, Stripe and your own code into channels, and keep ongoing states in view until they resolve.', link: 'docs/feed/intro' },
    { id: 'survey', title: 'Surveys', body: 'Ask your users short questions right inside your product and read the answers next to your traffic numbers.', link: 'docs/intro' },
    { id: 'ai', title: 'AI gateway', body: 'Route your application’s calls to AI models through one endpoint and see usage, latency and cost per model.', link: 'docs/intro' },
    { id: 'telemetry', title: 'Telemetry', body: 'Learn how your open-source or self-hosted software is used with a pixel or a plain request, without collecting personal data.', link: 'docs/telemetry/intro' },
    { id: 'api', title: 'Open API and MCP', body: 'Everything in the dashboard is reachable over an OpenAPI-described HTTP API, an SDK, and an MCP server for AI assistants.', link: 'api' },
  ],
  selfHostTitle: 'Self-host it in a minute',
  selfHostBody: 'Tianji ships as one Docker image with PostgreSQL beside it. Download the compose file, set a secret, and start it.',
  selfHostLink: 'Read the installation guide',
  closingTitle: 'Your data, on your server',
  closingBody: 'Tianji is open source under the Apache 2.0 licence. Inspect it, extend it and run it wherever you like.',
};

const id: HomeCopy = {
  title: 'Tianji',
  description:
    'Tianji adalah pusat wawasan sumber terbuka yang bisa di-host sendiri: analitik situs web yang ramah privasi, pemantauan uptime, halaman status server, feed, survei, dan telemetri dalam satu aplikasi.',
  eyebrow: 'Sumber terbuka · Bisa di-host sendiri · Tanpa cookie',
  headline: 'Satu pusat untuk semua yang ingin disampaikan situs web dan server Anda',
  lead:
    'Tianji menyatukan analitik situs web, pemantauan uptime, dan status server dalam satu aplikasi yang ringan. Jalankan di server Anda sendiri dengan satu berkas Docker Compose, atau biarkan kami yang meng-host-nya.',
  start: 'Mulai sekarang',
  cloud: 'Coba Tianji Cloud',
  github: 'Beri bintang di GitHub',
  featuresTitle: 'Semuanya di satu tempat',
  featuresLead: 'Tidak perlu lagi menambal lima dasbor sekaligus. Tianji mencakup sinyal yang benar-benar dipantau oleh tim kecil.',
  features: [
    { id: 'analytics', title: 'Analitik situs web', body: 'Tampilan halaman, pengunjung, perujuk, perangkat, dan negara dari skrip mungil tanpa cookie. Untuk data dasar, tidak perlu banner persetujuan.', link: 'docs/website/track-script' },
    { id: 'uptime', title: 'Pemantauan uptime', body: 'HTTP, ping, TCP, DNS, heartbeat push, dan skrip kustom, dengan notifikasi saat layanan mati dan saat pulih kembali.', link: 'docs/monitor/push-monitor' },
    { id: 'server', title: 'Status server', body: 'Reporter kecil mengirim angka CPU, memori, disk, dan jaringan dari setiap mesin; bagikan di halaman status publik.', link: 'docs/server-status/server-status-reporter' },
    { id: 'feed', title: 'Feed dan event', body: 'Kumpulkan event dari GitHub, Sentry, Stripe, dan kode Anda sendiri ke dalam kanal, dan pantau status yang sedang berlangsung sampai selesai.', link: 'docs/feed/intro' },
    { id: 'survey', title: 'Survei', body: 'Ajukan pertanyaan singkat kepada pengguna langsung di dalam produk Anda dan baca jawabannya di samping angka trafik.', link: 'docs/intro' },
    { id: 'ai', title: 'Gateway AI', body: 'Arahkan panggilan aplikasi Anda ke model AI melalui satu endpoint dan lihat pemakaian, latensi, serta biaya per model.', link: 'docs/intro' },
    { id: 'telemetry', title: 'Telemetri', body: 'Ketahui bagaimana perangkat lunak sumber terbuka atau self-hosted Anda dipakai lewat piksel atau permintaan sederhana, tanpa mengumpulkan data pribadi.', link: 'docs/telemetry/intro' },
    { id: 'api', title: 'API terbuka dan MCP', body: 'Semua yang ada di dasbor bisa diakses lewat API HTTP yang dideskripsikan dengan OpenAPI, SDK, dan server MCP untuk asisten AI.', link: 'api' },
  ],
  selfHostTitle: 'Host sendiri dalam satu menit',
  selfHostBody: 'Tianji dikemas sebagai satu image Docker dengan PostgreSQL di sampingnya. Unduh berkas compose, atur secret, lalu jalankan.',
  selfHostLink: 'Baca panduan instalasi',
  closingTitle: 'Data Anda, di server Anda',
  closingBody: 'Tianji bersifat sumber terbuka dengan lisensi Apache 2.0. Periksa, kembangkan, dan jalankan di mana pun Anda mau.',
};

const copies: Record<string, HomeCopy> = { en, id };

export function homeCopy(locale: string): HomeCopy {
  return copies[locale] ?? en;
}
