/** The pricing page in Simplified Chinese. */
import type { PricingCopy } from '../copy';

export const zhHans: PricingCopy = {
  title: '价格',
  description: '比较免费的 Tianji 自托管版与托管服务 Tianji Cloud 的 Free、Pro 和 Team 套餐。',
  eyebrow: '价格',
  headline: '部署在自己的服务器上免费；不想维护服务器时，交给我们托管。',
  lead: '两个版本运行相同的开源代码，功能完全一致。云端套餐的区别只在于一个工作区每月可以发送多少数据。',
  plansLabel: '套餐',
  selfGroup: '开源',
  cloudGroup: 'Tianji Cloud',
  highlightBadge: '推荐',
  plans: {
    self: { name: '自托管', summary: '适合希望数据留在自己机器上的团队。', period: '永久免费', cta: '使用 Docker 安装' },
    free: { name: 'Cloud Free', summary: '适合试用 Tianji 和小型业余项目。', period: '/ 月', cta: '免费开始' },
    pro: { name: 'Cloud Pro', summary: '适合大多数产品和成长中的团队。', period: '/ 月', cta: '选择 Pro' },
    team: { name: 'Cloud Team', summary: '适合高流量网站和大量项目。', period: '/ 月', cta: '选择 Team' },
  },
  selfFeatures: [
    '全部功能，没有配额',
    '网站、监控和事件数量不限',
    '数据从不离开你的服务器',
    '使用你自己的模型服务密钥启用 AI 功能',
    'GitHub 和 Discord 社区支持',
  ],
  limits: {
    websites: '最多 {n} 个网站',
    websitesUnlimited: '网站数量不限',
    websiteEvents: '每月 {n} 次网站事件',
    monitorRuns: '每月 {n} 次监控检查',
    surveys: '最多 {n} 个问卷',
    surveysUnlimited: '问卷数量不限',
    feedChannels: '最多 {n} 个消息流频道',
    feedChannelsUnlimited: '消息流频道不限',
    feedEvents: '每月 {n} 条消息流事件',
    priorityFeatures: '优先使用高级功能',
    support: { community: '社区支持', discord: 'Discord 社区支持', email: '优先邮件支持' },
  },
  priceNote: '价格以美元计，为撰写本页时云端应用套餐选择中显示的价格。订阅前请在应用中确认最新的价格、税费和币种。',
  unlimitedNote: '自托管意味着完全没有配额：唯一的限制是你的硬件和数据库。',
  faqTitle: '常见问题',
  faqs: [
    {
      question: '自托管版真的免费吗？',
      answer: '是的。没有许可证密钥、没有功能锁定、也没有用量上限，Tianji Cloud 运行的也是同一套代码。你只需为运行它的机器付费。',
      link: { label: 'Docker Compose 安装指南', href: 'docs/install/docker-monitoring' },
    },
    {
      question: '套餐按用户还是按工作区计费？',
      answer: '按工作区。每个工作区有自己的套餐和每月用量，你可以按需邀请任意数量的成员。',
    },
    {
      question: '云端工作区超出限额会怎样？',
      answer: '用量按自然月统计。超出任一限额的工作区会被暂停，不再接收新数据，直到用量回到限额以内：要么新的月份开始，要么你升级到更高的套餐。',
    },
    {
      question: '什么算一次监控检查？',
      answer: '监控每执行一次检查计为一次。每 60 秒运行一次的监控在 30 天内约执行 43,200 次检查，因此 Free 套餐大约够两个这样的监控；降低检查频率可以让配额用得更久。',
    },
    {
      question: '如何查看当前用量？',
      answer: '工作区设置中的账单页面会把本月的计数和套餐限额并排显示。',
    },
    {
      question: '云端的 AI 功能如何计费？',
      answer: 'AI 功能（例如对问卷回答进行分类或翻译）会消耗工作区的积分余额，积分包可在账单设置中购买。自托管时则接入你自己的模型服务。',
    },
    {
      question: '如何付款？',
      answer: '订阅和积分购买通过 Lemon Squeezy 的结账页面完成，Tianji 不会看到你完整的卡号。你可以随时在账单设置中更改或取消套餐。',
    },
    {
      question: '以后能从云端迁移到自己的服务器吗？',
      answer: '可以。两个版本运行相同的软件，你可以随时自行安装 Tianji，并把跟踪脚本指向自己的域名。如果迁移数据需要帮助，请到代码仓库中提问。',
      link: { label: 'GitHub 上的 Tianji', href: 'https://github.com/msgbyte/tianji' },
    },
    {
      question: '在哪里查看每个版本的变更？',
      answer: '每次发布都列在更新日志中。',
      link: { label: '更新日志', href: 'changelog' },
    },
  ],
  closingTitle: '还在犹豫？',
  closingBody: '一分钟即可开始使用免费的云端套餐，或者阅读如何在自己的服务器上运行 Tianji。',
  closingDocs: '阅读文档',
  closingCloud: '打开 Tianji Cloud',
};
