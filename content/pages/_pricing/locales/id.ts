/** The pricing page in Indonesian. */
import type { PricingCopy } from '../copy';

export const id: PricingCopy = {
  title: 'Harga',
  description:
    'Bandingkan edisi Tianji yang di-host sendiri secara gratis dengan paket Free, Pro, dan Team di layanan hosting Tianji Cloud.',
  eyebrow: 'Harga',
  headline: 'Gratis di server Anda sendiri. Di-host oleh kami bila Anda tidak ingin mengurus server.',
  lead:
    'Kedua edisi menjalankan kode sumber terbuka yang sama dengan fitur yang sama. Paket cloud hanya berbeda dalam jumlah data yang boleh dikirim sebuah workspace setiap bulan.',
  plansLabel: 'Paket',
  selfGroup: 'Sumber terbuka',
  cloudGroup: 'Tianji Cloud',
  highlightBadge: 'Disarankan',
  plans: {
    self: { name: 'Host sendiri', summary: 'Untuk tim yang ingin datanya tetap di mesin sendiri.', period: 'selamanya', cta: 'Pasang dengan Docker' },
    free: { name: 'Cloud Free', summary: 'Untuk mencoba Tianji dan proyek sampingan kecil.', period: '/ bulan', cta: 'Mulai gratis' },
    pro: { name: 'Cloud Pro', summary: 'Untuk sebagian besar produk dan tim yang sedang tumbuh.', period: '/ bulan', cta: 'Pilih Pro' },
    team: { name: 'Cloud Team', summary: 'Untuk situs yang ramai dan banyak proyek.', period: '/ bulan', cta: 'Pilih Team' },
  },
  selfFeatures: [
    'Semua fitur, tanpa kuota',
    'Situs web, monitor, dan event tanpa batas',
    'Data Anda tidak pernah keluar dari server Anda',
    'Fitur AI dengan kunci penyedia model milik Anda',
    'Dukungan komunitas di GitHub dan Discord',
  ],
  limits: {
    websites: 'Hingga {n} situs web',
    websitesUnlimited: 'Situs web tanpa batas',
    websiteEvents: '{n} event situs web per bulan',
    monitorRuns: '{n} pemeriksaan monitor per bulan',
    surveys: 'Hingga {n} survei',
    surveysUnlimited: 'Survei tanpa batas',
    feedChannels: 'Hingga {n} kanal feed',
    feedChannelsUnlimited: 'Kanal feed tanpa batas',
    feedEvents: '{n} event feed per bulan',
    priorityFeatures: 'Akses prioritas ke fitur lanjutan',
    support: { community: 'Dukungan komunitas', discord: 'Dukungan di komunitas Discord', email: 'Dukungan e-mail prioritas' },
  },
  priceNote:
    'Harga dalam dolar AS, sesuai daftar paket di aplikasi cloud saat halaman ini ditulis. Periksa aplikasi untuk harga, pajak, dan mata uang terkini sebelum berlangganan.',
  unlimitedNote:
    'Host sendiri berarti tanpa kuota sama sekali: batasnya hanyalah perangkat keras dan basis data Anda.',
  faqTitle: 'Pertanyaan yang sering diajukan',
  faqs: [
    {
      question: 'Apakah edisi host sendiri benar-benar gratis?',
      answer: 'Ya. Tidak ada kunci lisensi, fitur yang dikunci, atau batas pemakaian, dan kode yang sama menjalankan Tianji Cloud. Anda hanya membayar mesin tempat Tianji berjalan.',
      link: { label: 'Panduan instalasi Docker Compose', href: 'docs/install/docker-monitoring' },
    },
    {
      question: 'Apakah paket dihitung per pengguna atau per workspace?',
      answer: 'Per workspace. Setiap workspace punya paket dan pemakaian bulanannya sendiri, dan Anda bisa mengundang anggota sebanyak yang Anda perlukan.',
    },
    {
      question: 'Apa yang terjadi bila workspace cloud melewati batasnya?',
      answer: 'Pemakaian dihitung per bulan kalender. Workspace yang melewati salah satu batasnya dijeda dan berhenti menerima data baru sampai pemakaian kembali di bawah batas, entah karena bulan baru sudah dimulai atau karena Anda pindah ke paket yang lebih besar.',
    },
    {
      question: 'Apa yang dihitung sebagai pemeriksaan monitor?',
      answer: 'Setiap pemeriksaan yang dilakukan monitor dihitung satu kali. Monitor yang berjalan setiap 60 detik melakukan sekitar 43.200 pemeriksaan dalam sebulan 30 hari, jadi paket Free cukup untuk kira-kira dua monitor seperti itu; memeriksa lebih jarang membuat kuota bertahan lebih lama.',
    },
    {
      question: 'Bagaimana cara melihat pemakaian saat ini?',
      answer: 'Bagian penagihan di pengaturan workspace menampilkan penghitung bulan ini di samping batas paket Anda.',
    },
    {
      question: 'Bagaimana fitur AI bekerja di cloud?',
      answer: 'Fitur AI, seperti mengelompokkan atau menerjemahkan jawaban survei, memakai saldo kredit milik workspace; paket kredit dijual di pengaturan penagihan. Di server sendiri, Anda menghubungkan penyedia model milik Anda.',
    },
    {
      question: 'Bagaimana pembayaran diproses?',
      answer: 'Langganan dan pembelian kredit melalui checkout Lemon Squeezy, sehingga Tianji tidak pernah melihat nomor kartu Anda secara lengkap. Anda bisa mengganti atau membatalkan paket dari pengaturan penagihan kapan saja.',
    },
    {
      question: 'Bisakah saya pindah dari cloud ke server sendiri nanti?',
      answer: 'Bisa. Kedua edisi menjalankan perangkat lunak yang sama, jadi Anda bisa memasang Tianji sendiri kapan saja dan mengarahkan skrip pelacak ke domain Anda. Tanyakan di repositori bila Anda butuh bantuan memindahkan data.',
      link: { label: 'Tianji di GitHub', href: 'https://github.com/msgbyte/tianji' },
    },
    {
      question: 'Di mana saya bisa melihat perubahan di setiap versi?',
      answer: 'Setiap rilis tercantum di catatan perubahan.',
      link: { label: 'Catatan perubahan', href: 'changelog' },
    },
  ],
  closingTitle: 'Masih menimbang?',
  closingBody: 'Mulai dengan paket cloud gratis dalam satu menit, atau baca cara menjalankan Tianji di server Anda sendiri.',
  closingDocs: 'Baca dokumentasi',
  closingCloud: 'Buka Tianji Cloud',
};
