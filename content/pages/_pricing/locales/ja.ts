/** The pricing page in Japanese. */
import type { PricingCopy } from '../copy';

export const ja: PricingCopy = {
  title: '料金',
  description:
    '無料でセルフホストできる Tianji と、ホスティングサービス Tianji Cloud の Free・Pro・Team プランを比較します。',
  eyebrow: '料金',
  headline: '自分のサーバーなら無料。サーバーを持ちたくないならホスティングで。',
  lead:
    'どちらのエディションも同じオープンソースのコードで、機能も同じです。クラウドのプランの違いは、ワークスペースが毎月送れるデータ量だけです。',
  plansLabel: 'プラン',
  selfGroup: 'オープンソース',
  cloudGroup: 'Tianji Cloud',
  highlightBadge: 'おすすめ',
  plans: {
    self: { name: 'セルフホスト', summary: 'データを自分のマシンに置いておきたいチームに。', period: 'ずっと無料', cta: 'Docker でインストール' },
    free: { name: 'Cloud Free', summary: 'Tianji のお試しや小さなサイドプロジェクトに。', period: '/ 月', cta: '無料で始める' },
    pro: { name: 'Cloud Pro', summary: 'ほとんどのプロダクトと成長中のチームに。', period: '/ 月', cta: 'Pro を選ぶ' },
    team: { name: 'Cloud Team', summary: 'アクセスの多いサイトや多数のプロジェクトに。', period: '/ 月', cta: 'Team を選ぶ' },
  },
  selfFeatures: [
    'すべての機能を上限なしで',
    'ウェブサイト、モニター、イベントは無制限',
    'データがサーバーの外に出ることはありません',
    '自分のモデルプロバイダーのキーで AI 機能を利用',
    'GitHub と Discord でのコミュニティサポート',
  ],
  limits: {
    websites: 'ウェブサイト {n} 件まで',
    websitesUnlimited: 'ウェブサイト無制限',
    websiteEvents: 'ウェブサイトイベント 月 {n} 件',
    monitorRuns: 'モニターのチェック 月 {n} 回',
    surveys: 'アンケート {n} 件まで',
    surveysUnlimited: 'アンケート無制限',
    feedChannels: 'フィードチャンネル {n} 件まで',
    feedChannelsUnlimited: 'フィードチャンネル無制限',
    feedEvents: 'フィードイベント 月 {n} 件',
    priorityFeatures: '高度な機能への優先アクセス',
    support: { community: 'コミュニティサポート', discord: 'Discord コミュニティでのサポート', email: '優先メールサポート' },
  },
  priceNote:
    '価格は米ドルで、執筆時点でクラウドアプリのプラン選択画面に表示されていたものです。申し込む前に、最新の価格、税、通貨をアプリでご確認ください。',
  unlimitedNote: 'セルフホストには上限が一切ありません。制約になるのはハードウェアとデータベースだけです。',
  faqTitle: 'よくある質問',
  faqs: [
    {
      question: 'セルフホスト版は本当に無料ですか?',
      answer: 'はい。ライセンスキーも機能制限も利用上限もなく、Tianji Cloud も同じコードで動いています。費用は動かすマシンの分だけです。',
      link: { label: 'Docker Compose のインストールガイド', href: 'docs/install/docker-monitoring' },
    },
    {
      question: 'プランはユーザー単位ですか、ワークスペース単位ですか?',
      answer: 'ワークスペース単位です。ワークスペースごとにプランと月間の利用量があり、メンバーは必要なだけ招待できます。',
    },
    {
      question: 'クラウドのワークスペースが上限を超えるとどうなりますか?',
      answer: '利用量は暦月ごとに数えます。いずれかの上限を超えたワークスペースは一時停止され、新しい月が始まるか上位のプランに変更して利用量が上限内に戻るまで、新しいデータを受け付けません。',
    },
    {
      question: 'モニターのチェックは何を数えますか?',
      answer: 'モニターが行うチェック 1 回を 1 回と数えます。60 秒ごとに動くモニターは 30 日間で約 43,200 回チェックするので、Free プランでおよそ 2 つ分です。間隔を長くすれば枠はさらに長持ちします。',
    },
    {
      question: '現在の利用量はどこで確認できますか?',
      answer: 'ワークスペース設定の請求セクションに、今月のカウンターとプランの上限が並んで表示されます。',
    },
    {
      question: 'クラウドでは AI 機能はどう使えますか?',
      answer: 'アンケート回答の分類や翻訳などの AI 機能は、ワークスペースのクレジット残高から消費されます。クレジットパックは請求設定で購入できます。セルフホストでは、自分のモデルプロバイダーを接続します。',
    },
    {
      question: '支払いはどのように行われますか?',
      answer: 'サブスクリプションとクレジットの購入は Lemon Squeezy の決済を通るため、Tianji がカード番号の全体を見ることはありません。プランの変更や解約は請求設定からいつでもできます。',
    },
    {
      question: '後からクラウドから自分のサーバーへ移れますか?',
      answer: 'はい。どちらも同じソフトウェアなので、いつでも自分で Tianji をインストールし、トラッキングスクリプトを自分のドメインに向けられます。データの移行で手助けが必要なら、リポジトリでお尋ねください。',
      link: { label: 'GitHub の Tianji', href: 'https://github.com/msgbyte/tianji' },
    },
    {
      question: '各バージョンの変更点はどこで見られますか?',
      answer: 'すべてのリリースを変更履歴に載せています。',
      link: { label: '変更履歴', href: 'changelog' },
    },
  ],
  closingTitle: 'まだ迷っていますか?',
  closingBody: '無料のクラウドプランなら 1 分で始められます。自分のサーバーで動かす方法はドキュメントをどうぞ。',
  closingDocs: 'ドキュメントを読む',
  closingCloud: 'Tianji Cloud を開く',
};
