import type { MailMessageId } from './en.ts';
import { tourZhHant } from './tour/zh-Hant.ts';

/** The e-mails in Traditional Chinese (decision 263: translated sentence by sentence; English governs). */
export const zhHant: Record<MailMessageId, string> = {
  // The camera tour's reply (decision 270), in its own file
  ...tourZhHant,

  'reset.subject': '重設您的 Homie 密碼',
  'reset.greeting': '{firstName}，您好：',
  'reset.asked': '有人（希望是您本人）要求重設您 Homie 帳戶的密碼。請開啟此連結設定新密碼：',
  'reset.rule': '此連結只能使用一次，有效時間為 {minutes} 分鐘。設定新密碼後，您會在所有裝置上登出。',
  'reset.ignore': '如果不是您本人要求的，請忽略此郵件：您的密碼維持不變。',

  'checkout.productName': 'Homie {plan} 方案',
  'checkout.productDescription': '一次性加州房產稅申訴資料包',
  'receipt.subject': '您的 Homie 收據：{plan} 方案',
  'receipt.thanks': '感謝您的訂購。',
  'receipt.plan': '方案：{plan}',
  'receipt.paid': '已付：{amount}',
  'receipt.paidOn': '已付：{amount}，日期 {date}',
  'receipt.order': '訂單：{id}',
  'receipt.account': '您的申訴表格、申訴信和文件都在您的帳戶中。請登入並開啟：',
  'receipt.guest':
    '您的申訴表格、申訴信和文件：此連結可在任何瀏覽器中開啟您的訂單。請保留此郵件，不要分享此連結：持有連結的人都能開啟您的訂單。使用此連結會讓您付款時所用的瀏覽器登出。',

  'letter.subject': '您的 {county} 縣房屋稅申訴信',
  'letter.intro':
    '這是您為 {address} 準備的申訴信。完整報告（含您的可比銷售、申報期限和後續步驟）以 PDF 附件形式附上。',
  'letter.englishNote': '申訴信為英文，這是委員會閱讀的語言。',
  'letter.confirm.subject': '請確認您的 Homie 申訴信的寄送地址',
  'letter.confirm.asked': '一位購買了 Homie 房屋稅申訴服務套件的人請我們將其申訴信以電子郵件寄到此地址。',
  'letter.confirm.link': '如果是您本人，請開啟此連結確認：{link}',
  'letter.confirm.rule':
    '此連結只能使用一次，有效時間為 24 小時。如果不是您本人要求的，請忽略此郵件：我們不會再寄送任何內容。',

  'watch.footer.why': '您收到此郵件，是因為此地址請 Homie 關注這處房屋。',
  'watch.footer.stop': '停止所有提醒並移除所有關注的房屋：{page}',
  'watch.footer.stopMailto':
    '停止所有提醒並移除所有關注的房屋：{page}（或寫信至 {mailto}，主旨為 "unsubscribe"）',
  'watch.footer.unsubscribe': '取消訂閱：停止所有提醒並移除所有關注的房屋',

  'watch.confirm.subject': '請確認 {address} 的提醒',
  'watch.confirm.intro':
    '有人（希望是您本人）請 Homie 向此地址提醒 {address}（{county} 縣）的房屋稅申訴日期。',
  'watch.confirm.act': '請確認您的地址以開始接收提醒（連結 7 天內有效）：',
  'watch.confirm.ignore': '如果不是您本人，請忽略此郵件：我們不會再寄送任何內容，該請求也會被刪除。',
  'watch.confirm.button': '確認我的地址',

  'watch.when': '{days, plural, =0 {今天} =1 {明天} other {{days} 天後}}',
  'watch.line.home': '房屋：{address}',
  'watch.line.county': '縣：{county} 縣',
  'watch.line.rollYear': '稅冊年度：{year}（{year} 年 1 月 1 日的價值）',
  'watch.act.appeal': '查看房屋的情況並準備申訴',
  'watch.act.request': '查看房屋的情況並準備申請',

  'watch.window.subjectOpen': '{address}（{county} 縣）的 {year} 年申訴期已開放：請在 {date} 前提交',
  'watch.window.subjectCloses': '{address}（{county} 縣）的 {year} 年申訴期將於{when}截止，即 {date}',
  'watch.window.leadOpen': '{county} 縣 {year} 年的一般申訴期已於 {date} 開放。',
  'watch.window.leadCloses': '{county} 縣 {year} 年的一般申訴期將於{when}截止。',
  'watch.window.lastDay': '向估值申訴委員會提交的最後一天：{date}',
  'watch.window.informalFrom':
    '{county} 縣估價官也受理免費的非正式複核（{name}），時間為 {opens} 至{approximate, select, yes {大約 {closes}} other { {closes}}}；它不會延長向委員會提交申訴的期限。',
  'watch.window.informal':
    '{county} 縣估價官也受理免費的非正式複核（{name}），截止於{approximate, select, yes {大約 {closes}} other { {closes}}}；它不會延長向委員會提交申訴的期限。',

  'watch.informal.subjectOpen': '估價官免費的 {year} 年非正式複核已對 {address}（{county} 縣）開放',
  'watch.informal.subjectOpenUntil':
    '估價官免費的 {year} 年非正式複核已對 {address}（{county} 縣）開放：截止於{approximate, select, yes {大約 {closes}} other { {closes}}}',
  'watch.informal.subjectCloses':
    '估價官對 {address}（{county} 縣）免費的 {year} 年非正式複核將於{when}結束，即{approximate, select, yes {大約 {closes}} other { {closes}}}',
  'watch.informal.leadOpen': '{county} 縣估價官免費的 {year} 年非正式複核已於 {date} 開放。',
  'watch.informal.leadCloses': '{county} 縣估價官免費的 {year} 年非正式複核將於{when}結束。',
  'watch.informal.review': '複核：{name}',
  'watch.informal.opens': '開放：{date}',
  'watch.informal.lastDay': '最後一天：{approximate, select, yes {大約 {date}} other {{date}}}',
  'watch.informal.free': '估價官免費重新審視該價值；它不會延長向估值申訴委員會提交申訴的期限。',
  'watch.informal.dates': '日期：{county} 縣估價官公布的複核期。',
  'watch.informal.datesApproximate':
    '日期：{county} 縣估價官公布的複核期（縣政府註明為大約日期：請向估價官確認）。',

  'watch.notice.label':
    '{kind, select, supplemental {補充估值通知} escape {漏估（escape）估值通知} other {稅冊變更通知}}',
  'watch.notice.labelInSentence':
    '{kind, select, supplemental {補充估值通知} escape {漏估（escape）估值通知} other {稅冊變更通知}}',
  'watch.notice.subject': '您的{label}的申訴期將於{when}結束：{deadline}，{address}',
  'watch.notice.lead': '您就 {address} 收到的{label}的 60 天申訴期將於{when}結束，即 {deadline}。',
  'watch.notice.line': '通知：{label}，寄出日期 {date}',
  'watch.notice.rollYear':
    '稅冊年度和估值日期：以通知上印的為準（補充估值以購買或新建完成之日估值，R&T §75.8）',
  'watch.notice.lastDay': '向 {county} 縣估值申訴委員會提交的最後一天：{date}',
  'watch.notice.rule':
    '規則：自通知寄出之日起 60 天（R&T §1605(b)）；最後一天若逢週末則順延至週一。如果委員會辦公室當天不辦公，請詢問其書記。',

  'watch.hearing.subject': '您的申訴聽證會在{when}：{date}，{address}',
  'watch.hearing.lead': '{county} 縣估值申訴委員會將於{when}（{date}）審理您就 {address} 提出的申訴。',
  'watch.hearing.line': '聽證會：{date}（您依委員會的聽證通知記錄的日期；通知上有時間和房間）',
  'watch.hearing.bring':
    '請攜帶：申訴報告及其證據（委員會要求提供副本：份數請查看其通知），以及您對房屋的筆記。',
  'watch.hearing.exchange':
    '與估價官的資訊交換須在聽證會 30 天前啟動（R&T §1606）；即使沒有進行，您帶來的證據仍會被聽取。',
  'watch.hearing.act': '查看您的申訴及其報告',

  'watch.recheck.whyLienDate': '留置權日，即 1 月 1 日，{year} 稅冊年度的價值在這一天確定',
  'watch.recheck.whySalesIn':
    '截至 {year} 年 3 月 31 日的銷售（委員會為 {year} 年價值所考量的最後一批，R&T §402.5）現已登記',
  'watch.recheck.whyWindowOpens': '{year} 年一般申訴期於 7 月 2 日開放',
  'watch.recheck.lead': 'Homie 於 {date} 重新分析了這處房屋（{why}），結果有了變化。',
  'watch.recheck.notKnown': '未知',
  'watch.recheck.sales': '{count} 筆可比銷售，依時間調整至 {year} 年 1 月 1 日',
  'watch.recheck.salesSold': '{count} 筆可比銷售，成交於 {from} 至 {to}，依時間調整至 {year} 年 1 月 1 日',
  'watch.recheck.noSales': '尚未找到可比銷售',
  'watch.recheck.verdictOverpaying': '您多繳了稅',
  'watch.recheck.verdictGoodShape': '您在 {year} 年的情況良好',
  'watch.recheck.verdictTooClose': '差距太小，難以判斷',
  'watch.recheck.verdictUnknown': '我們暫時無法計算您的節省額',
  'watch.recheck.told': '{heading}（{year}）：{saving}',
  'watch.recheck.toldGoodShape': '{heading}：{saving}',
  'watch.recheck.savingUnknown': '無法計算每年的節省額',
  'watch.recheck.saving': '每年可能節省 {amount}',
  'watch.recheck.noSaving': '沒有節省',
  'watch.recheck.before': '之前：{told}',
  'watch.recheck.now': '現在：{told}',
  'watch.recheck.assessed': '評定價值：{amount}。',
  'watch.recheck.assessedNote': '評定價值：{amount}。{note}',
  'watch.recheck.market': '市場價值估計：{amount}，依據{sales}',
  'watch.recheck.marketRange': '市場價值估計：{amount}（範圍 {low} 至 {high}），依據{sales}',
  'watch.recheck.savingNoTax': '節省額：沒有您帳單上的稅額，無法計算',
  'watch.recheck.savingRule': '節省額：實際稅率 {rate}%（年稅額除以總評定額），乘以評定價值減去市場價值估計',
  'watch.recheck.savingRuleNote':
    '節省額：實際稅率 {rate}%（年稅額除以總評定額；{note}），乘以評定價值減去市場價值估計',
  'watch.recheck.subject': '{address}（{county} 縣）的 {year} 年新數據：{heading}',
  'watch.recheck.subjectSaving': '{address}（{county} 縣）的 {year} 年新數據：{heading}，每年約 {amount}',
  'watch.recheck.act': '在 Homie 上重新分析這處房屋，查看可比銷售',
  'report.section.filing': '在何處、何時提交',
  'report.section.nextSteps': '後續步驟',
  'report.filing.lienDate': '留置權日（估值日期）',
  'report.filing.period': '一般申報期',
  'report.filing.periodValue': '{opens} 至 {closes}',
  'report.filing.fee': '手續費',
  'report.filing.fileWith': '提交至',
  'report.filing.unverified': '{board}（地址尚未核實：請向書記確認）',
  'report.filing.informal': '免費非正式複核',
  'report.fee.none': '無申報費',
  'report.fee.ask': '請向書記詢問現行費用',
  'report.fee.amount': '{amount}',
  'report.fee.unconfirmed': '{amount}（未確認）',
  'report.footer': '申訴報告 - {address} - {county} 縣 - 製作於 {date} - 第 {page} 頁，共 {pages} 頁',
  'report.step.informalTitle': '先申請免費的非正式複核',
  'report.step.informalDetail':
    '{name}。估價官的複核不收費，無需聽證即可降低價值，但它不會延長正式申報的期限。',
  'report.step.fileTitle': '在 {opens} 至 {closes} 之間提交正式申訴',
  'report.step.fileNoticeTitle':
    '在 {closes} 前提交對{type, select, supplemental {補充估值} escape {漏估（escape）估值} roll_change {稅冊變更} calamity {災害重估} other {罰款估值}}的申訴',
  'report.step.fileDetail':
    '從申訴表格產生 {form}，核對每一項內容，用墨水筆簽署證明，然後郵寄或遞交至 {board}，{address}。{fee}在最後一天前蓋有郵戳的申請即視為按時提交。一份申請對應一個地塊和一個稅冊年度。',
  'report.step.feeNone': '{county} 縣不收取申報費。',
  'report.step.feeAsk': '請向委員會書記確認是否需要繳納手續費以及金額。',
  'report.step.feeAmount': '每份申請須繳納 {amount} 的手續費（每份申請一個地塊）。',
  'report.step.taxTitle': '繼續繳納房屋稅',
  'report.step.taxDetail': '申訴不會延後稅單：請按時繳納每一期。如果委員會降低了價值，縣政府會退還差額。',
  'report.step.hearingTitle': '為聽證會做準備',
  'report.step.hearingDetail':
    '委員會有兩年時間作出決定，並至少提前 45 天發出聽證通知。請攜帶本報告、可比銷售的副本，以及註明日期、顯示房屋在 {valueDate} 時狀況的照片：只有在聽證會上提交的證據才算數。委員會既可以降低價值，也可以提高價值。',
  'report.step.januaryFirst': '1 月 1 日',
};
