import type { Phrases } from './chat-language';

/**
 * Japanese writes no space between words: `{of}` is ` の “…”` (a space, `for`, the visitor's
 * words), so the sentences put it where "of …" reads naturally.
 */
export const JA: Phrases = {
  newest: '{site}{of}の新着商品：',
  bestSellers: '{site}{of}の売れ筋（レビューの多い順）：',
  onSale: '{site}{of}で値下がりした商品：',
  noneOnSale: '{site}{of}で最近値下がりした商品はありません。',
  biggerPacks: '同じ種類のより大きなパック：',
  noBigger: 'これが{site}にあるこの種類で最も大きなパックです。',
  thanks: 'どういたしまして！{site}でほかにお探しのものはありますか？',
  priciest: '{site}{of}で価格の高い商品：',
  ofThosePriciest: 'その中で価格の高い商品：',
  readMore: '詳しくは：{page}',
  shipping:
    '{site}は自社で発送していません。ご購入先のマーケットプレイスの販売者が発送し、お届け日数と送料は購入手続きの画面に表示されます。',
  returns:
    '返品はマーケットプレイスの販売者の規定に従います。多くの販売者はお届けから30日以内の返品を受け付けています。',
  privacy:
    '{site}はサイトの運営に必要な最小限のデータだけを保存します。どのデータをなぜ保存するかはプライバシーポリシーに記載しています。',
  general:
    'すべての商品は、購入者保護・安全な決済・返品の仕組みを持つ大手マーケットプレイスにつながっています。',
  payment:
    'お支払いはマーケットプレイスの安全な決済画面で、そこで使える支払い方法で行います。{site}が代金を受け取ることはありません。',
  contact: '{site}へのお問い合わせは{email}までどうぞ。',
  noContact: '{site}はこのチャットでご質問にお答えしています。',
  found: '{site}で{q}について見つかった商品：',
  cheapest: '{site}{of}で価格の安い商品：',
  bestRated: '{site}{of}で評価の高い商品：',
  pagesMatch: '{q}に合う{site}のページ：',
  notFound: '{site}のカタログで{q}は見つかりませんでした。',
  tryAgain: 'ブランド名か商品名でお試しいただくか、{all}をご覧ください。',
  notCarried: '{site}では{q}を取り扱っていません。',
  notCarriedAny: '{site}ではそれを取り扱っていません。',
  for: 'の',
  greeting:
    'こんにちは！{site}のアシスタントです。商品やブランド、ある種類の中で最も安い商品や評価の高い商品、2つの商品の比較、配送や返品についてお気軽にお尋ねください。',
  category: 'カテゴリー',
  brand: 'ブランド',
  tipLabel: 'ヒント',
  didFind: '見つかったもの：',
  compareHead: '比較するとこうなります：',
  cheaperOfTwo: '2つのうち安いのは{name}です。',
  ratedHigher: '購入者の評価が高いのは{name}です。',
  noneFor: '{site}には{q}に合う商品がありません。',
  weHave: '取り扱っているもの：{list}。',
  offTopic: 'お手伝いできるのは{site}でのお買い物（商品、価格、ブランド、配送、返品）についてだけです。',
  ofThoseCheapest: 'その中で価格の安い商品：',
  ofThoseBest: 'その中で評価の高い商品：',
  ofThose: '前回の回答の商品：',
  rated: '評価',
  reviews: '件のレビュー',
  by: 'ブランド：',
  moreFrom: '{brand}の商品をもっと見る（{n}点）。',
  items: '点',
  tip: 'ヒント記事{tip}も参考になるかもしれません。',
  health:
    'ご注意：医療上の助言はできません。ラベルと成分を確認し、製品が合うかどうか医師か薬剤師に相談してください。',
  child:
    '安全のために：ボタン電池やコイン電池は飲み込むと危険です。新しい電池も使用済みの電池も子どもの手の届かない所に保管し、子どもが開けにくい包装を選び、飲み込んだおそれがあればすぐに救急外来を受診してください。',
  podcast: 'ポッドキャストのエピソード{podcast}も参考になるかもしれません。',
  podcastLabel: 'ポッドキャスト',
  guidesOn: '{q}についての{site}のガイド：',
  guidesAll: '{site}のガイド：',
  episodesOn: '{q}についての{site}のポッドキャスト：',
  episodesAll: '{site}のポッドキャストのエピソード：',
  noGuide: '{q}についての{site}のガイドはまだありません。',
  noEpisode: '{q}についての{site}のポッドキャストのエピソードはまだありません。',
  closest: '{site}には{q}に完全に一致する商品がありません。近いもの（完全一致ではありません）：',
  noneOfThose: 'その中に{q}に合うものはありません。{site}で最も近いもの：',
  noneAtPrice: 'その中に{price}のものはありません。{site}で最も近いもの（安い順）：',
  ofThoseWith: 'その中で{q}に合うもの：',
};
