import type { MailMessageId } from './en.ts';
import { sandboxZhHant } from './sandbox/zh-Hant.ts';
import { tourZhHant } from './tour/zh-Hant.ts';

/** The e-mails in Traditional Chinese (decision 263: translated sentence by sentence; English governs). */
export const zhHant: Record<MailMessageId, string> = {
  // The camera tour's reply (decision 270), in its own file
  ...tourZhHant,
  // The checkout pages (issue 55), in their own file
  ...sandboxZhHant,

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
  'letter.page.title': 'Homie：您的申訴信',
  'letter.page.confirmHeading': '確認您的地址',
  'letter.page.ask': '將 Homie 申訴信寄到 {email}？',
  'letter.page.button': '確認並寄出我的信',
  'letter.page.ignore': '如果這不是您的請求，請關閉此頁面：不會寄出任何內容。',
  'letter.page.confirmed': '地址已確認',
  'letter.page.notSentHeading': '信件未寄出',
  'letter.page.sent': '已寄出！您的申訴信正寄往 {to}。',
  'letter.page.queued': '您寄往 {to} 的申訴信已排入佇列，即將寄出。',
  'letter.page.linkUnknown': '此確認連結無效。請從確認頁面重新申請。',
  'letter.page.linkUsed': '此地址已確認。請從確認頁面重新寄出您的信。',
  'letter.page.linkExpired': '此確認連結已過期。請從確認頁面重新申請。',
  'letter.page.confirmedBut': '您的地址已確認。{reason}',

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

  'report.kit.heading.baseYear': '基準年價值申訴仍可提出（R&T §80(a)(3)）',
  'report.kit.heading.copies': '聽證所需副本',
  'report.kit.heading.exchange': '與估價官交換資訊（選填）',
  'report.kit.heading.kit': '聽證資料包：從提交申請到聽證',
  'report.kit.heading.letter': '資訊交換函，可直接寄出',
  'report.kit.heading.outline': '陳述要點：一頁提綱',
  'report.kit.heading.rebuttals': '估價官的常見回應，以及您的回答',
  'report.kit.heading.stipulation': '和解協議與撤回',
  'report.baseYear.argues':
    '基準年申訴主張購買時確定的價值有誤。購買價格被推定為市場價值（R&T §110(b)），因此申訴要說明它為何不是市場價值：例如，價格中包含了個人財產（家具或其他不屬於不動產的物品），或者交易不是公平交易（親屬之間的交易，或在被迫出售或購買的壓力下進行的交易）。',
  'report.baseYear.bought':
    '您於 {date} 以 {price} 購買了此房屋。這次購買確定了它的基準年價值，首次列入 {enrolled} 年 1 月 1 日的稅冊；基準年價值可以在該稅務年度及其後三個年度的常規申請期內提出申訴，即 {enrolled} 至 {last} 年（California Revenue and Taxation Code §80(a)(3)）。',
  'report.baseYear.different':
    '這與價值下降申訴是不同的論點，後者比較 {year} 年 1 月 1 日的市場價值與依係數調整後的基準年價值（R&T §51）。在申請表上，基準年申訴是理由 B（所有權變更：基準年價值不正確）；價值下降是理由 A。請勾選您的證據所支持的理由。',
  'report.baseYear.lastYear':
    '{year} 稅務年度是可以提出申訴的最後一年：今年的常規申請期結束後，基準年價值即成定局。',
  'report.kit.copies.ask':
    '請詢問委員會書記（{board}）委員會需要多少份證據副本，以及是否需要在聽證前收到：我們沒有關於 {county} 委員會份數的資料來源。Homie 的建議（並非縣政府規定）：信件、調整表、銷售紀錄和照片至少各帶 {count} 套（每位委員一套，估價官代表一套，您自己一套）。',
  'report.kit.copies.board':
    '{board} 要求您提出的證據準備 {count} 份副本（{source}，查核於 {checked}）。請為自己多帶一份，並詢問書記委員會是否需要在聽證前收到。',
  'report.kit.intro':
    '從提交申請到委員會作出裁決之間該做什麼。數字來自您的報告。這裡的內容不保證任何結果：委員會依證據作出裁決，也可能調高價值。',
  'report.kit.label.send': '需寄送的資料',
  'report.kit.label.stipulation': '和解協議',
  'report.kit.label.when': '時間',
  'report.kit.label.withdrawal': '撤回',
  'report.kit.letterNote':
    '填寫空白處（日期、書記通知上的申請編號和聽證日期、估價官的地址），簽名後郵寄給估價官，副本給委員會書記，並附上您的調整表。此信為英文：由估價官閱讀。',
  'report.kit.outline.appeal':
    '申訴內容：{address}（{parcel}）{year} 年的價值。稅冊上的價值為 {assessed}；我認為其在 {date} 的市場價值為 {opinion}。',
  'report.kit.outline.closest':
    '最接近的一筆：{address}，於 {date} 以 {price} 售出；調整到本房屋後顯示為 {adjusted}{weighted, select, yes {，在調整表中權重最大（{weight}%{grossed, select, yes {，總調整幅度 {gross}%} other {}}）} other {}}。',
  'report.kit.outline.condition':
    '銷售紀錄無法呈現的內容：房屋在估值日的狀況，附上註明日期的照片、維修估價或檢查報告。',
  'report.kit.outline.difference': '差額：稅冊上的 {assessed} 比我的意見 {opinion} 高出 {gap}（{pct}%）。',
  'report.kit.outline.evidenceGrid':
    '證據：{count, plural, other {# 筆}}可比房屋的銷售{dated, select, yes {，成交於 {from} 至 {to} 之間} other {}}，每筆都調整到 {date}，並依其與本房屋的差異以美元調整（調整表）。調整後的價格從 {low} 到 {high}。',
  'report.kit.outline.evidenceList':
    '證據：{count, plural, other {# 筆}}可比房屋的銷售{dated, select, yes {，成交於 {from} 至 {to} 之間} other {}}，已連同價格列在報告中。',
  'report.kit.outline.reconciliation':
    '綜合估值：依每筆銷售與本房屋的相似程度和所需調整的幅度加權，調整表的綜合價值為 {value}。',
  'report.kit.outline.request':
    '請求：請委員會認定 {date} 的價值為 {opinion}。然後根據調整表回答委員會和估價官的問題。',
  'report.kit.rebuttal.condition.answer':
    '調整表不針對狀況進行調整，所以狀況是由您提供的證據：在估值日前後拍攝的照片、維修估價、檢查報告。只描述估值日當時的真實情況。',
  'report.kit.rebuttal.condition.objection': '房屋的狀況比您說的要好。',
  'report.kit.rebuttal.different.answer':
    '每項差異（面積、屋齡、臥室、浴室、地段、位置）都在調整表中以美元調整並註明依據，總調整幅度顯示了每筆銷售需要調整多少：調整最少的銷售在綜合估值中分量最重。',
  'report.kit.rebuttal.different.objection': '您的銷售與本房屋不同。',
  'report.kit.rebuttal.far.answer':
    '說明每筆銷售有多近，以及您曾尋找過同類房屋中更近的銷售。詢問估價官用了哪些銷售，以及它們是否真的更像您的房屋：面積、屋齡、地段和狀況與距離同樣重要。',
  'report.kit.rebuttal.far.objection': '您的銷售紀錄離得太遠。',
  'report.kit.rebuttal.paid.answer':
    '公開市場上的購買價格被推定為銷售當日的市場價值（R&T §110(b)）。請說明從那天到估值日之間發生了什麼變化（附近銷售的時間調整），或者說明為什麼該價格不是市場價值。',
  'report.kit.rebuttal.paid.objection': '您當初付的價錢比這更高。',
  'report.kit.rebuttal.presumption.answer':
    "估價官的價值被推定為正確，由業主提供價值證據（Property Tax Rule 321）；對於享有屋主豁免（homeowners' exemption）的自住房屋，推定可能對業主有利（R&T §167）。沒有任何事情能保證降低價值，委員會也可能調高價值：清楚地提出證據，讓證據來支撐您的主張。",
  'report.kit.rebuttal.presumption.objection': '由委員會裁決：估價官被推定是正確的。',
  'report.kit.rebuttal.prop13.answer':
    '稅冊採用依係數調整後的基準年價值與 1 月 1 日市場價值兩者中較低者（R&T §51）。請在聽證前向估價官索取依係數調整後的基準年價值：如果它已經等於或低於您的價值意見，價值下降申訴就無法降低稅冊價值，撤回可能是正確的選擇。',
  'report.kit.rebuttal.prop13.objection': '根據第 13 號提案，依係數調整後的基準年價值本來就更低。',
  'report.kit.rebuttal.timeAdjustment.answer':
    '調整表列出了所用的指數以及對每筆銷售套用的變化。請估價官提供其自己的時間調整及其來源；委員會會同時權衡兩者。接近估值日的銷售只需少量調整，所以要以它們為主。',
  'report.kit.rebuttal.timeAdjustment.objection': '您的時間調整有誤。',
  'report.kit.rebuttal.timing.late':
    '在 {cutoff} 之後成交的銷售不能用於 {date} 的價值（R&T §402.5）：請把此類銷售從您提出的證據中移除。',
  'report.kit.rebuttal.timing.objection': '您的銷售紀錄太舊，或太晚。',
  'report.kit.rebuttal.timing.onTime':
    '您提出的每筆銷售都在 {cutoff} 之前成交，這是銷售可用於 {date} 價值的最後一天（R&T §402.5），並且每筆都已依調整表所示的時間調整移至估值日。',
  'report.kit.saidInEnglish': '向委員會陳述時的英文原文：',
  'report.kit.send.opinion': '您對 {date} 價值的意見：{opinion}。',
  'report.kit.send.sales':
    '您將提出的銷售：每筆都要有地址（或地段編號）、銷售日期和價格，以及您所知道的交易條件和分區（Rule 305.1(a)）；下面的信列出了您{grid, select, yes {調整表} other {報告}}中的{count, plural, =1 {這筆銷售} other {全部 # 筆銷售}}。請附上調整表。',
  'report.kit.send.to': '寄給 {county} 縣估價官（County Assessor），並副本給委員會書記（Rule 305.1(a)）。',
  'report.kit.stipulationText':
    '聽證前，估價官可能會提出一個價值。如果您和估價官就某個價值達成一致，雙方簽署和解協議（stipulation），並請委員會接受；如果委員會接受，這就是該稅務年度的價值，通常無需聽證；如果不接受，申請將安排聽證（R&T §1607）。2023 年在 San Mateo，已裁決的 618 件申訴中有 603 件是透過與估價官達成協議解決的。只簽署您接受的價值。',
  'report.kit.what.early':
    '由您發起，可以讓估價官提早看到您的證據，並讓您在聽證之前（而不是在聽證時）拿到估價官將提出的銷售紀錄。',
  'report.kit.what.exchange':
    '聽證前，任何一方都可以要求另一方提供其價值意見的依據以及將提出的可比銷售：這稱為資訊交換（California Revenue and Taxation Code §1606；Property Tax Rule 305.1）。這是選擇性的。',
  'report.kit.what.threshold':
    '如果評估價值超過 $100,000，估價官也可以發起交換；在 $100,000 或以下時，只有您可以發起（Rule 305.1(a)）。',
  'report.kit.when.assessor': '如果由估價官發起：您至少在聽證前 15 天答覆您的意見和銷售紀錄。',
  'report.kit.when.proof': '無論哪種情況，都要保留郵寄日期的證明：以郵戳為準（Rule 305.1(a)）。',
  'report.kit.when.start':
    '如果由您發起：郵寄時要確保郵戳日期早於聽證日 30 天以上（也可以隨申請一併提交）。估價官隨後至少在聽證前 15 天答覆其自己的意見和銷售紀錄（R&T §1606；Rule 305.1）。',
  'report.kit.withdrawalText':
    '您可以在聽證前以書面方式向委員會書記撤回申請：{year} 年價值的申訴隨即結束，稅冊上的價值維持不變。不出席聽證不等於撤回：委員會可能因缺席而駁回申請。每個稅務年度都有各自的申請，因此撤回並不妨礙對以後年度的價值提出申訴。',
  'report.kit.word.noPrice': '未提供價格',
  'report.kit.word.notAdjusted': '未調整',
  'report.kit.word.opinionBlank': '{blank}（您的價值意見）',
  'report.kit.word.theProperty': '該房產',
  'report.kit.word.valueIState': '我陳述的價值',
  'report.kit.word.valueOnNotice': '您通知書上的價值',

  'valueNote.demo': '示範資料：為虛構房屋產生的數字，並非縣政府紀錄。',
  'valueNote.enteredValue': '您依據稅單或估價通知填寫的評估價值。',
  'valueNote.ownerRecordValue': '屋主依據稅單填寫的評估價值。',
  'valueNote.rollValue': '縣稅冊上 {year} 年的價值。',
  'valueNote.rollValueFrom': '縣稅冊上 {year} 年的價值（{from}）。',
  'valueNote.source.redfin': '來自匯入的 Redfin 匯出檔案',
  'valueNote.source.zillow': '來自匯入的 Zillow 匯出檔案',
  'valueNote.source.reso': '來自匯入的 RESO 匯出檔案',
  'valueNote.source.laAssessor': '來自 Los Angeles 縣估稅官的稅冊',
  'valueNote.source.rollCsv': '來自匯入的縣稅冊',
  'valueNote.source.rentcast': '來自 RentCast 房產紀錄',
  'valueNote.source.mls': '來自本經紀公司的 MLS',
  'valueNote.source.other': '來自 {source}',
  'valueNote.prop13AfterLien':
    '估算值，並非縣政府的數字：{byOwner, select, yes {您的購買} other {最近一次出售}}（{date}，{price}）發生在 {year} 年 1 月 1 日留置權日期之後，因此 {year} 年的稅冊仍沿用前屋主的價值；購買價格從 {baseYear} 年稅冊起成為基礎價值（期間的月份由補充稅單涵蓋）。請輸入您稅單上的價值以取代此估算。',
  'valueNote.prop13':
    '估算值，並非縣政府的數字：以{byOwner, select, yes {您的購買} other {最近一次出售}}（{date}，{price}）作為第 13 號提案的基礎價值，按每年的通膨係數（每年最多 2%）調整至 {year} 年稅冊（×{factor} = {value}）。',
  'valueNote.prop8': '1 月 1 日的市場價值較低，因此第 8 號提案將其上限定為 {value}。',
  'valueNote.replace': '請輸入您稅單上的價值以取代此估算。',
  'valueNote.enteredTax': '您依據稅單填寫的年度稅額。',
  'valueNote.billTax': '縣政府 {year} 年的稅單。',
  'valueNote.rateTax':
    '估算值：評估價值{exemption, select, none {} other {減去 {exemption} 的自住房屋豁免額}} × {county} 縣的典型稅率 {rate}（1% 基本稅加選民核准的債務）；您稅單上的稅率和固定費用可能不同。',
  'report.note.estimatedAssessed':
    '我們掌握的評估價值只是依第 13 號提案估算的數字：請在申訴表中填寫您稅單或估價通知上印的價值，它會寫入信函。',
  'report.note.recentPurchase':
    '您於{date}以 {price} 購買了這棟房屋，不低於其 {assessed} 的評估價值。委員會推定公開市場購買的價格即為市場價值（California Revenue and Taxation Code §110(b)），因此信函留待您自己陳述您的價值意見，並附上自您購買以來價值下降的證據。',
  'report.note.notBelowAssessed':
    '我們對市場價值的估算 {estimate} 並不低於 {assessed} 的評估價值：這些銷售不支持更低的價值。如果您仍要申訴，信函留待您自己陳述您的價值意見，並附上您自己的證據。',
  'report.note.fewComparables':
    '只有 {count, plural, other {# 筆}}可比銷售符合申訴委員會對這處房產接受的標準；當市場上有足夠的銷售時，{plan} 方案包含 {min} 至 {max} 筆。',
  'report.note.noticeOpen':
    '{type}申訴：請在{closes}前提交，即通知於 {mailed} 寄出後{sixMonths, select, yes {六個月} other {60 天}}（{sixMonths, select, yes {R&T §170} other {R&T §1605}}）。該申訴論證的是{valueDate}的價值。',
  'report.note.noticeClosed':
    '這份{type}通知的申訴期已於{closes}結束，即其於 {mailed} 寄出後{sixMonths, select, yes {六個月} other {60 天}}（{sixMonths, select, yes {R&T §170} other {R&T §1605}}）：現在提交申請已逾期，因此 Homie 不會準備。',
  'report.note.noticeType.supplemental': '補充估值',
  'report.note.noticeType.escape': '漏估（escape）估值',
  'report.note.noticeType.rollChange': '稅冊變更',
  'report.note.noticeType.calamity': '災害重估',
  'report.note.noticeType.penalty': '罰款估值',
  'report.note.supplementalPurchase':
    '委員會推定公開市場購買的價格即為其購買日的市場價值（California Revenue and Taxation Code §110(b)）：如果您是在估值日購買了這棟房屋，補充估值通常就是該價格，您的證據必須說明它為何不是市場價值（例如價格包含家具或其他個人財產，或該交易並非公平交易）。',
  'report.note.periodClosed':
    '{county} 縣 {year} 年的申請期已於{closes}結束：現在就 {year} 年價值提交的申請屬於逾期，除非是回應通知。下一個申請期為{opens}至{nextCloses}，針對{valueDay}的價值，計入截至{salesUntil}的銷售。',
  'report.note.noticePreliminary':
    '初步版本：截至{cutoff}（估值日後 90 天）成交的銷售仍可作為{valueDate}價值的證據（California Revenue and Taxation Code §402.5），因此本資料包可能尚未包含全部銷售。如果期限允許，請在提交前重新執行分析並重新下載資料包。',
  'report.note.preliminary':
    '初步版本：截至{salesUntil}成交的銷售仍可作為{valueDay}價值的證據（California Revenue and Taxation Code §402.5），因此本資料包可能尚未包含全部銷售。{after}之後，請在提交前重新執行分析並重新下載資料包；關注的房屋會在{recheck}為您重新檢查。',
  'report.note.opinionOutsideGrid':
    '您的價值意見 {opinion}{relation, select, below {低於} other {高於}}所附調整表中的每一個調整後價格（{low} 至 {high}；綜合值 {reconciled}）。委員會推定估稅官的價值正確，並要求您為所陳述的價值提供證據：請帶上支持它的證據，或陳述調整表的價值。',
  'report.note.homeownersExemption':
    '您的房屋享有自住房屋豁免，且是您的主要住所：信函說明聽證中的推定對您有利（California Revenue and Taxation Code §167；Property Tax Rule 321(d)）。請帶上顯示該豁免的稅單，並回應估稅官的每一項資訊要求：推定只對已提供資訊的屋主成立。',
  'report.note.boardUnverified': '{county} 縣委員會的提交地址尚未核實：郵寄前請向書記確認。',
  'report.note.demo': '示範資料：本報告以產生的示範房屋和銷售紀錄製作，並非縣政府紀錄。請勿提交。',
  'report.note.completeForm': '請填寫申訴表，以便在信中寫上您的姓名和聯絡方式。',
  'report.html.title': '申訴信 - {address}',
  'report.html.heading': '申訴報告 - {county} 縣',
  'report.note.line': '註：{note}',
};
