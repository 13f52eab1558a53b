import type { MailMessageId } from './en.ts';
import { sandboxZhHans } from './sandbox/zh-Hans.ts';
import { tourZhHans } from './tour/zh-Hans.ts';

/** The e-mails in Simplified Chinese (decision 263: translated sentence by sentence; English governs). */
export const zhHans: Record<MailMessageId, string> = {
  // The camera tour's reply (decision 270), in its own file
  ...tourZhHans,
  // The checkout pages (issue 55), in their own file
  ...sandboxZhHans,

  'reset.subject': '重设您的 Homie 密码',
  'reset.greeting': '{firstName}，您好：',
  'reset.asked': '有人（希望是您本人）请求重设您 Homie 账户的密码。请打开此链接设置新密码：',
  'reset.rule': '此链接只能使用一次，有效期为 {minutes} 分钟。设置新密码后，您会在所有设备上退出登录。',
  'reset.ignore': '如果不是您本人请求的，请忽略此邮件：您的密码保持不变。',

  'checkout.productName': 'Homie {plan} 方案',
  'checkout.productDescription': '一次性加州房产税申诉材料包',
  'receipt.subject': '您的 Homie 收据：{plan} 方案',
  'receipt.thanks': '感谢您的订购。',
  'receipt.plan': '方案：{plan}',
  'receipt.paid': '已付：{amount}',
  'receipt.paidOn': '已付：{amount}，日期 {date}',
  'receipt.order': '订单：{id}',
  'receipt.account': '您的申诉表格、申诉信和文件都在您的账户中。请登录并打开：',
  'receipt.guest':
    '您的申诉表格、申诉信和文件：此链接可在任何浏览器中打开您的订单。请保留此邮件，不要分享此链接：持有链接的人都能打开您的订单。使用此链接会让您付款时所用的浏览器退出登录。',

  'letter.subject': '您的 {county} 县房产税申诉信',
  'letter.intro':
    '这是您为 {address} 准备的申诉信。完整报告（含您的可比销售、申报期限和后续步骤）以 PDF 附件形式附上。',
  'letter.englishNote': '申诉信为英文，这是委员会阅读的语言。',
  'letter.confirm.subject': '请确认您的 Homie 申诉信的发送地址',
  'letter.confirm.asked': '一位购买了 Homie 房产税申诉服务包的人请我们将其申诉信通过电子邮件发送到此地址。',
  'letter.confirm.link': '如果是您本人，请打开此链接确认：{link}',
  'letter.confirm.rule':
    '此链接只能使用一次，有效期为 24 小时。如果不是您本人请求的，请忽略此邮件：我们不会再发送任何内容。',
  'letter.page.title': 'Homie：您的申诉信',
  'letter.page.confirmHeading': '确认您的地址',
  'letter.page.ask': '将 Homie 申诉信发送到 {email}？',
  'letter.page.button': '确认并发送我的信',
  'letter.page.ignore': '如果这不是您的请求，请关闭此页面：不会发送任何内容。',
  'letter.page.confirmed': '地址已确认',
  'letter.page.notSentHeading': '信件未发送',
  'letter.page.sent': '已发送！您的申诉信正在发往 {to}。',
  'letter.page.queued': '您发往 {to} 的申诉信已排队，即将发送。',
  'letter.page.linkUnknown': '此确认链接无效。请从确认页面重新申请。',
  'letter.page.linkUsed': '此地址已确认。请从确认页面重新发送您的信。',
  'letter.page.linkExpired': '此确认链接已过期。请从确认页面重新申请。',
  'letter.page.confirmedBut': '您的地址已确认。{reason}',

  'watch.footer.why': '您收到此邮件，是因为此地址请 Homie 关注这处房屋。',
  'watch.footer.stop': '停止所有提醒并移除所有关注的房屋：{page}',
  'watch.footer.stopMailto':
    '停止所有提醒并移除所有关注的房屋：{page}（或写信至 {mailto}，主题为 "unsubscribe"）',
  'watch.footer.unsubscribe': '退订：停止所有提醒并移除所有关注的房屋',

  'watch.confirm.subject': '请确认 {address} 的提醒',
  'watch.confirm.intro':
    '有人（希望是您本人）请 Homie 向此地址提醒 {address}（{county} 县）的房产税申诉日期。',
  'watch.confirm.act': '请确认您的地址以开始接收提醒（链接 7 天内有效）：',
  'watch.confirm.ignore': '如果不是您本人，请忽略此邮件：我们不会再发送任何内容，该请求也会被删除。',
  'watch.confirm.button': '确认我的地址',

  'watch.when': '{days, plural, =0 {今天} =1 {明天} other {{days} 天后}}',
  'watch.line.home': '房屋：{address}',
  'watch.line.county': '县：{county} 县',
  'watch.line.rollYear': '税册年度：{year}（{year} 年 1 月 1 日的价值）',
  'watch.act.appeal': '查看房屋的情况并准备申诉',
  'watch.act.request': '查看房屋的情况并准备申请',

  'watch.window.subjectOpen': '{address}（{county} 县）的 {year} 年申诉期已开放：请在 {date} 前提交',
  'watch.window.subjectCloses': '{address}（{county} 县）的 {year} 年申诉期将于{when}截止，即 {date}',
  'watch.window.leadOpen': '{county} 县 {year} 年的常规申诉期已于 {date} 开放。',
  'watch.window.leadCloses': '{county} 县 {year} 年的常规申诉期将于{when}截止。',
  'watch.window.lastDay': '向估值申诉委员会提交的最后一天：{date}',
  'watch.window.informalFrom':
    '{county} 县估价官还受理免费的非正式复核（{name}），时间为 {opens} 至{approximate, select, yes {大约 {closes}} other { {closes}}}；它不会延长向委员会提交申诉的期限。',
  'watch.window.informal':
    '{county} 县估价官还受理免费的非正式复核（{name}），截止于{approximate, select, yes {大约 {closes}} other { {closes}}}；它不会延长向委员会提交申诉的期限。',

  'watch.informal.subjectOpen': '估价官免费的 {year} 年非正式复核已对 {address}（{county} 县）开放',
  'watch.informal.subjectOpenUntil':
    '估价官免费的 {year} 年非正式复核已对 {address}（{county} 县）开放：截止于{approximate, select, yes {大约 {closes}} other { {closes}}}',
  'watch.informal.subjectCloses':
    '估价官对 {address}（{county} 县）免费的 {year} 年非正式复核将于{when}结束，即{approximate, select, yes {大约 {closes}} other { {closes}}}',
  'watch.informal.leadOpen': '{county} 县估价官免费的 {year} 年非正式复核已于 {date} 开放。',
  'watch.informal.leadCloses': '{county} 县估价官免费的 {year} 年非正式复核将于{when}结束。',
  'watch.informal.review': '复核：{name}',
  'watch.informal.opens': '开放：{date}',
  'watch.informal.lastDay': '最后一天：{approximate, select, yes {大约 {date}} other {{date}}}',
  'watch.informal.free': '估价官免费重新审视该价值；它不会延长向估值申诉委员会提交申诉的期限。',
  'watch.informal.dates': '日期：{county} 县估价官公布的复核期。',
  'watch.informal.datesApproximate':
    '日期：{county} 县估价官公布的复核期（县政府注明为大约日期：请向估价官核实）。',

  'watch.notice.label':
    '{kind, select, supplemental {补充估值通知} escape {漏估（escape）估值通知} other {税册变更通知}}',
  'watch.notice.labelInSentence':
    '{kind, select, supplemental {补充估值通知} escape {漏估（escape）估值通知} other {税册变更通知}}',
  'watch.notice.subject': '您的{label}的申诉期将于{when}结束：{deadline}，{address}',
  'watch.notice.lead': '您就 {address} 收到的{label}的 60 天申诉期将于{when}结束，即 {deadline}。',
  'watch.notice.line': '通知：{label}，寄出日期 {date}',
  'watch.notice.rollYear':
    '税册年度和估值日期：以通知上印的为准（补充估值以购买或新建完成之日估值，R&T §75.8）',
  'watch.notice.lastDay': '向 {county} 县估值申诉委员会提交的最后一天：{date}',
  'watch.notice.rule':
    '规则：自通知寄出之日起 60 天（R&T §1605(b)）；最后一天若逢周末则顺延至周一。如果委员会办公室当天不办公，请询问其书记员。',

  'watch.hearing.subject': '您的申诉听证会在{when}：{date}，{address}',
  'watch.hearing.lead': '{county} 县估值申诉委员会将于{when}（{date}）审理您就 {address} 提出的申诉。',
  'watch.hearing.line': '听证会：{date}（您根据委员会的听证通知记录的日期；通知上有时间和房间）',
  'watch.hearing.bring':
    '请携带：申诉报告及其证据（委员会要求提供副本：份数请查看其通知），以及您对房屋的笔记。',
  'watch.hearing.exchange':
    '与估价官的信息交换须在听证会 30 天前启动（R&T §1606）；即使没有进行，您带来的证据仍会被听取。',
  'watch.hearing.act': '查看您的申诉及其报告',

  'watch.recheck.whyLienDate': '留置权日，即 1 月 1 日，{year} 税册年度的价值在这一天确定',
  'watch.recheck.whySalesIn':
    '截至 {year} 年 3 月 31 日的销售（委员会为 {year} 年价值所考虑的最后一批，R&T §402.5）现已登记',
  'watch.recheck.whyWindowOpens': '{year} 年常规申诉期于 7 月 2 日开放',
  'watch.recheck.lead': 'Homie 于 {date} 重新分析了这处房屋（{why}），结果有了变化。',
  'watch.recheck.notKnown': '未知',
  'watch.recheck.sales': '{count} 笔可比销售，按时间调整至 {year} 年 1 月 1 日',
  'watch.recheck.salesSold': '{count} 笔可比销售，成交于 {from} 至 {to}，按时间调整至 {year} 年 1 月 1 日',
  'watch.recheck.noSales': '尚未找到可比销售',
  'watch.recheck.verdictOverpaying': '您多缴了税',
  'watch.recheck.verdictGoodShape': '您在 {year} 年的情况良好',
  'watch.recheck.verdictTooClose': '差距太小，难以判断',
  'watch.recheck.verdictUnknown': '我们暂时无法计算您的节省额',
  'watch.recheck.told': '{heading}（{year}）：{saving}',
  'watch.recheck.toldGoodShape': '{heading}：{saving}',
  'watch.recheck.savingUnknown': '无法计算每年的节省额',
  'watch.recheck.saving': '每年可能节省 {amount}',
  'watch.recheck.noSaving': '没有节省',
  'watch.recheck.before': '之前：{told}',
  'watch.recheck.now': '现在：{told}',
  'watch.recheck.assessed': '评估价值：{amount}。',
  'watch.recheck.assessedNote': '评估价值：{amount}。{note}',
  'watch.recheck.market': '市场价值估计：{amount}，依据{sales}',
  'watch.recheck.marketRange': '市场价值估计：{amount}（范围 {low} 至 {high}），依据{sales}',
  'watch.recheck.savingNoTax': '节省额：没有您账单上的税额，无法计算',
  'watch.recheck.savingRule': '节省额：实际税率 {rate}%（年税额除以总评估额），乘以评估价值减去市场价值估计',
  'watch.recheck.savingRuleNote':
    '节省额：实际税率 {rate}%（年税额除以总评估额；{note}），乘以评估价值减去市场价值估计',
  'watch.recheck.subject': '{address}（{county} 县）的 {year} 年新数据：{heading}',
  'watch.recheck.subjectSaving': '{address}（{county} 县）的 {year} 年新数据：{heading}，每年约 {amount}',
  'watch.recheck.act': '在 Homie 上重新分析这处房屋，查看可比销售',
  'report.section.filing': '在何处、何时提交',
  'report.section.nextSteps': '后续步骤',
  'report.filing.lienDate': '留置权日（估值日期）',
  'report.filing.period': '常规申报期',
  'report.filing.periodValue': '{opens} 至 {closes}',
  'report.filing.fee': '手续费',
  'report.filing.fileWith': '提交至',
  'report.filing.unverified': '{board}（地址尚未核实：请向书记员确认）',
  'report.filing.informal': '免费非正式复核',
  'report.fee.none': '无申报费',
  'report.fee.ask': '请向书记员询问现行费用',
  'report.fee.amount': '{amount}',
  'report.fee.unconfirmed': '{amount}（未确认）',
  'report.footer': '申诉报告 - {address} - {county} 县 - 编制于 {date} - 第 {page} 页，共 {pages} 页',
  'report.step.informalTitle': '先申请免费的非正式复核',
  'report.step.informalDetail':
    '{name}。估价官的复核不收费，无需听证即可降低价值，但它不会延长正式申报的期限。',
  'report.step.fileTitle': '在 {opens} 至 {closes} 之间提交正式申诉',
  'report.step.fileNoticeTitle':
    '在 {closes} 前提交对{type, select, supplemental {补充估值} escape {漏估（escape）估值} roll_change {税册变更} calamity {灾害重估} other {罚款估值}}的申诉',
  'report.step.fileDetail':
    '从申诉表格生成 {form}，核对每一项内容，用墨水笔签署证明，然后邮寄或递交至 {board}，{address}。{fee}在最后一天前盖有邮戳的申请即视为按时提交。一份申请对应一个地块和一个税册年度。',
  'report.step.feeNone': '{county} 县不收取申报费。',
  'report.step.feeAsk': '请向委员会书记员确认是否需要缴纳手续费以及金额。',
  'report.step.feeAmount': '每份申请须缴纳 {amount} 的手续费（每份申请一个地块）。',
  'report.step.taxTitle': '继续缴纳房产税',
  'report.step.taxDetail': '申诉不会推迟税单：请按时缴纳每一期。如果委员会降低了价值，县政府会退还差额。',
  'report.step.hearingTitle': '为听证会做准备',
  'report.step.hearingDetail':
    '委员会有两年时间作出决定，并至少提前 45 天发出听证通知。请携带本报告、可比销售的副本，以及注明日期、显示房屋在 {valueDate} 时状况的照片：只有在听证会上提交的证据才算数。委员会既可以降低价值，也可以提高价值。',
  'report.step.januaryFirst': '1 月 1 日',

  'report.kit.heading.baseYear': '基准年价值申诉仍可提出（R&T §80(a)(3)）',
  'report.kit.heading.copies': '听证所需副本',
  'report.kit.heading.exchange': '与估价官交换信息（选填）',
  'report.kit.heading.kit': '听证资料包：从提交申请到听证',
  'report.kit.heading.letter': '信息交换函，可直接寄出',
  'report.kit.heading.outline': '陈述要点：一页提纲',
  'report.kit.heading.rebuttals': '估价官的常见回应，以及您的回答',
  'report.kit.heading.stipulation': '和解协议与撤回',
  'report.baseYear.argues':
    '基准年申诉主张购买时确定的价值有误。购买价格被推定为市场价值（R&T §110(b)），因此申诉要说明它为何不是市场价值：例如，价格中包含了个人财产（家具或其他不属于不动产的物品），或者交易不是公平交易（亲属之间的交易，或在被迫出售或购买的压力下进行的交易）。',
  'report.baseYear.bought':
    '您于 {date} 以 {price} 购买了此房屋。这次购买确定了它的基准年价值，首次列入 {enrolled} 年 1 月 1 日的税册；基准年价值可以在该税务年度及其后三个年度的常规申请期内提出申诉，即 {enrolled} 至 {last} 年（California Revenue and Taxation Code §80(a)(3)）。',
  'report.baseYear.different':
    '这与价值下降申诉是不同的论点，后者比较 {year} 年 1 月 1 日的市场价值与按系数调整后的基准年价值（R&T §51）。在申请表上，基准年申诉是理由 B（所有权变更：基准年价值不正确）；价值下降是理由 A。请勾选您的证据所支持的理由。',
  'report.baseYear.lastYear':
    '{year} 税务年度是可以提出申诉的最后一年：今年的常规申请期结束后，基准年价值即成定局。',
  'report.kit.copies.ask':
    '请询问委员会书记（{board}）委员会需要多少份证据副本，以及是否需要在听证前收到：我们没有关于 {county} 委员会份数的资料来源。Homie 的建议（并非县政府规定）：信件、调整表、销售记录和照片至少各带 {count} 套（每位委员一套，估价官代表一套，您自己一套）。',
  'report.kit.copies.board':
    '{board} 要求您提交的证据准备 {count} 份副本（{source}，核实于 {checked}）。请为自己多带一份，并询问书记委员会是否需要在听证前收到。',
  'report.kit.intro':
    '从提交申请到委员会作出裁决之间该做什么。数字来自您的报告。这里的内容不保证任何结果：委员会根据证据作出裁决，也可能调高价值。',
  'report.kit.label.send': '需寄送的材料',
  'report.kit.label.stipulation': '和解协议',
  'report.kit.label.when': '时间',
  'report.kit.label.withdrawal': '撤回',
  'report.kit.letterNote':
    '填写空白处（日期、书记通知上的申请编号和听证日期、估价官的地址），签名后邮寄给估价官，抄送委员会书记，并附上您的调整表。此信为英文：由估价官阅读。',
  'report.kit.outline.appeal':
    '申诉内容：{address}（{parcel}）{year} 年的价值。税册上的价值为 {assessed}；我认为其在 {date} 的市场价值为 {opinion}。',
  'report.kit.outline.closest':
    '最接近的一笔：{address}，于 {date} 以 {price} 售出；调整到本房屋后显示为 {adjusted}{weighted, select, yes {，在调整表中权重最大（{weight}%{grossed, select, yes {，总调整幅度 {gross}%} other {}}）} other {}}。',
  'report.kit.outline.condition':
    '销售记录无法体现的内容：房屋在估值日的状况，附带注明日期的照片、维修估价或检查报告。',
  'report.kit.outline.difference': '差额：税册上的 {assessed} 比我的意见 {opinion} 高出 {gap}（{pct}%）。',
  'report.kit.outline.evidenceGrid':
    '证据：{count, plural, other {# 笔}}可比房屋的销售{dated, select, yes {，成交于 {from} 至 {to} 之间} other {}}，每笔都调整到 {date}，并按其与本房屋的差异以美元调整（调整表）。调整后的价格从 {low} 到 {high}。',
  'report.kit.outline.evidenceList':
    '证据：{count, plural, other {# 笔}}可比房屋的销售{dated, select, yes {，成交于 {from} 至 {to} 之间} other {}}，已连同价格列在报告中。',
  'report.kit.outline.reconciliation':
    '综合估值：按每笔销售与本房屋的相似程度和所需调整的幅度加权，调整表的综合价值为 {value}。',
  'report.kit.outline.request':
    '请求：请委员会认定 {date} 的价值为 {opinion}。然后根据调整表回答委员会和估价官的问题。',
  'report.kit.rebuttal.condition.answer':
    '调整表不针对状况进行调整，所以状况是由您提供的证据：在估值日前后拍摄的照片、维修估价、检查报告。只描述估值日当时的真实情况。',
  'report.kit.rebuttal.condition.objection': '房屋的状况比您说的要好。',
  'report.kit.rebuttal.different.answer':
    '每项差异（面积、房龄、卧室、浴室、地块、位置）都在调整表中以美元调整并注明依据，总调整幅度显示了每笔销售需要调整多少：调整最少的销售在综合估值中分量最重。',
  'report.kit.rebuttal.different.objection': '您的销售与本房屋不同。',
  'report.kit.rebuttal.far.answer':
    '说明每笔销售有多近，以及您曾寻找过同类房屋中更近的销售。询问估价官用了哪些销售，以及它们是否真的更像您的房屋：面积、房龄、地块和状况与距离同样重要。',
  'report.kit.rebuttal.far.objection': '您的销售记录离得太远。',
  'report.kit.rebuttal.paid.answer':
    '公开市场上的购买价格被推定为销售当日的市场价值（R&T §110(b)）。请说明从那天到估值日之间发生了什么变化（附近销售的时间调整），或者说明为什么该价格不是市场价值。',
  'report.kit.rebuttal.paid.objection': '您当初付的价钱比这更高。',
  'report.kit.rebuttal.presumption.answer':
    "估价官的价值被推定为正确，由业主提供价值证据（Property Tax Rule 321）；对于享有房主豁免（homeowners' exemption）的自住房屋，推定可能对业主有利（R&T §167）。没有任何事情能保证降低价值，委员会也可能调高价值：清楚地提交证据，让证据来支撑您的主张。",
  'report.kit.rebuttal.presumption.objection': '由委员会裁决：估价官被推定是正确的。',
  'report.kit.rebuttal.prop13.answer':
    '税册采用按系数调整后的基准年价值与 1 月 1 日市场价值两者中较低者（R&T §51）。请在听证前向估价官索取按系数调整后的基准年价值：如果它已经等于或低于您的价值意见，价值下降申诉就无法降低税册价值，撤回可能是正确的选择。',
  'report.kit.rebuttal.prop13.objection': '根据第 13 号提案，按系数调整后的基准年价值本来就更低。',
  'report.kit.rebuttal.timeAdjustment.answer':
    '调整表列出了所用的指数以及对每笔销售应用的变化。请估价官提供其自己的时间调整及其来源；委员会会同时权衡两者。接近估值日的销售只需少量调整，所以要以它们为主。',
  'report.kit.rebuttal.timeAdjustment.objection': '您的时间调整有误。',
  'report.kit.rebuttal.timing.late':
    '在 {cutoff} 之后成交的销售不能用于 {date} 的价值（R&T §402.5）：请把此类销售从您提交的证据中去掉。',
  'report.kit.rebuttal.timing.objection': '您的销售记录太旧，或太晚。',
  'report.kit.rebuttal.timing.onTime':
    '您提交的每笔销售都在 {cutoff} 之前成交，这是销售可用于 {date} 价值的最后一天（R&T §402.5），并且每笔都已按调整表所示的时间调整移至估值日。',
  'report.kit.saidInEnglish': '向委员会陈述时的英文原文：',
  'report.kit.send.opinion': '您对 {date} 价值的意见：{opinion}。',
  'report.kit.send.sales':
    '您将提交的销售：每笔都要有地址（或地块编号）、销售日期和价格，以及您所知道的交易条件和分区（Rule 305.1(a)）；下面的信列出了您{grid, select, yes {调整表} other {报告}}中的{count, plural, =1 {这笔销售} other {全部 # 笔销售}}。请附上调整表。',
  'report.kit.send.to': '寄给 {county} 县估价官（County Assessor），并抄送委员会书记（Rule 305.1(a)）。',
  'report.kit.stipulationText':
    '听证前，估价官可能会提出一个价值。如果您和估价官就某个价值达成一致，双方签署和解协议（stipulation），并请委员会接受；如果委员会接受，这就是该税务年度的价值，通常无需听证；如果不接受，申请将安排听证（R&T §1607）。2023 年在 San Mateo，已裁决的 618 件申诉中有 603 件是通过与估价官达成协议解决的。只签署您接受的价值。',
  'report.kit.what.early':
    '由您发起，可以让估价官提早看到您的证据，并让您在听证之前（而不是在听证时）拿到估价官将提交的销售记录。',
  'report.kit.what.exchange':
    '听证前，任何一方都可以要求另一方提供其价值意见的依据以及将提交的可比销售：这称为信息交换（California Revenue and Taxation Code §1606；Property Tax Rule 305.1）。这是可选的。',
  'report.kit.what.threshold':
    '如果评估价值超过 $100,000，估价官也可以发起交换；在 $100,000 或以下时，只有您可以发起（Rule 305.1(a)）。',
  'report.kit.when.assessor': '如果由估价官发起：您至少在听证前 15 天答复您的意见和销售记录。',
  'report.kit.when.proof': '无论哪种情况，都要保留邮寄日期的证明：以邮戳为准（Rule 305.1(a)）。',
  'report.kit.when.start':
    '如果由您发起：邮寄时要确保邮戳日期早于听证日 30 天以上（也可以随申请一并提交）。估价官随后至少在听证前 15 天答复其自己的意见和销售记录（R&T §1606；Rule 305.1）。',
  'report.kit.withdrawalText':
    '您可以在听证前以书面形式向委员会书记撤回申请：{year} 年价值的申诉随即结束，税册上的价值维持不变。不出席听证不等于撤回：委员会可能因缺席而驳回申请。每个税务年度都有各自的申请，因此撤回并不妨碍对以后年度的价值提出申诉。',
  'report.kit.word.noPrice': '未提供价格',
  'report.kit.word.notAdjusted': '未调整',
  'report.kit.word.opinionBlank': '{blank}（您的价值意见）',
  'report.kit.word.theProperty': '该房产',
  'report.kit.word.valueIState': '我陈述的价值',
  'report.kit.word.valueOnNotice': '您通知书上的价值',

  'valueNote.demo': '演示数据：为虚构房屋生成的数字，并非县政府记录。',
  'valueNote.enteredValue': '您根据税单或评估通知填写的评估价值。',
  'valueNote.ownerRecordValue': '业主根据税单填写的评估价值。',
  'valueNote.rollValue': '县税册上 {year} 年的价值。',
  'valueNote.rollValueFrom': '县税册上 {year} 年的价值（{from}）。',
  'valueNote.source.redfin': '来自导入的 Redfin 导出文件',
  'valueNote.source.zillow': '来自导入的 Zillow 导出文件',
  'valueNote.source.reso': '来自导入的 RESO 导出文件',
  'valueNote.source.laAssessor': '来自 Los Angeles 县估税官的税册',
  'valueNote.source.rollCsv': '来自导入的县税册',
  'valueNote.source.rentcast': '来自 RentCast 房产记录',
  'valueNote.source.mls': '来自本经纪公司的 MLS',
  'valueNote.source.other': '来自 {source}',
  'valueNote.prop13AfterLien':
    '估算值，并非县政府的数字：{byOwner, select, yes {您的购买} other {最近一次出售}}（{date}，{price}）发生在 {year} 年 1 月 1 日留置权日期之后，因此 {year} 年的税册仍沿用前业主的价值；购买价格从 {baseYear} 年税册起成为基础价值（期间的月份由补充税单涵盖）。请输入您税单上的价值以替换此估算。',
  'valueNote.prop13':
    '估算值，并非县政府的数字：以{byOwner, select, yes {您的购买} other {最近一次出售}}（{date}，{price}）作为第 13 号提案的基础价值，按每年的通胀系数（每年最多 2%）调整至 {year} 年税册（×{factor} = {value}）。',
  'valueNote.prop8': '1 月 1 日的市场价值更低，因此第 8 号提案将其上限定为 {value}。',
  'valueNote.replace': '请输入您税单上的价值以替换此估算。',
  'valueNote.enteredTax': '您根据税单填写的年度税额。',
  'valueNote.billTax': '县政府 {year} 年的税单。',
  'valueNote.rateTax':
    '估算值：评估价值{exemption, select, none {} other {减去 {exemption} 的自住房屋豁免额}} × {county} 县的典型税率 {rate}（1% 基本税加选民批准的债务）；您税单上的税率和固定费用可能不同。',
  'report.note.estimatedAssessed':
    '我们掌握的评估价值只是按第 13 号提案估算的数字：请在申诉表中填写您税单或评估通知上印的价值，它会写入信函。',
  'report.note.recentPurchase':
    '您于{date}以 {price} 购买了这套房屋，不低于其 {assessed} 的评估价值。委员会推定公开市场购买的价格即为市场价值（California Revenue and Taxation Code §110(b)），因此信函留待您自己陈述您的价值意见，并附上自您购买以来价值下降的证据。',
  'report.note.notBelowAssessed':
    '我们对市场价值的估算 {estimate} 并不低于 {assessed} 的评估价值：这些销售不支持更低的价值。如果您仍要申诉，信函留待您自己陈述您的价值意见，并附上您自己的证据。',
  'report.note.fewComparables':
    '只有 {count, plural, other {# 笔}}可比销售符合申诉委员会对这处房产接受的标准；当市场上有足够的销售时，{plan} 方案包含 {min} 至 {max} 笔。',
  'report.note.noticeOpen':
    '{type}申诉：请在{closes}前提交，即通知于 {mailed} 寄出后{sixMonths, select, yes {六个月} other {60 天}}（{sixMonths, select, yes {R&T §170} other {R&T §1605}}）。该申诉论证的是{valueDate}的价值。',
  'report.note.noticeClosed':
    '这份{type}通知的申诉期已于{closes}结束，即其于 {mailed} 寄出后{sixMonths, select, yes {六个月} other {60 天}}（{sixMonths, select, yes {R&T §170} other {R&T §1605}}）：现在提交申请已逾期，因此 Homie 不会准备。',
  'report.note.noticeType.supplemental': '补充估值',
  'report.note.noticeType.escape': '漏估（escape）估值',
  'report.note.noticeType.rollChange': '税册变更',
  'report.note.noticeType.calamity': '灾害重估',
  'report.note.noticeType.penalty': '罚款估值',
  'report.note.supplementalPurchase':
    '委员会推定公开市场购买的价格即为其购买日的市场价值（California Revenue and Taxation Code §110(b)）：如果您是在估值日购买了这套房屋，补充估值通常就是该价格，您的证据必须说明它为何不是市场价值（例如价格包含家具或其他个人财产，或该交易并非公平交易）。',
  'report.note.periodClosed':
    '{county} 县 {year} 年的申请期已于{closes}结束：现在就 {year} 年价值提交的申请属于逾期，除非是回应通知。下一个申请期为{opens}至{nextCloses}，针对{valueDay}的价值，计入截至{salesUntil}的销售。',
  'report.note.noticePreliminary':
    '初步版本：截至{cutoff}（估值日后 90 天）成交的销售仍可作为{valueDate}价值的证据（California Revenue and Taxation Code §402.5），因此本资料包可能尚未包含全部销售。如果期限允许，请在提交前重新运行分析并重新下载资料包。',
  'report.note.preliminary':
    '初步版本：截至{salesUntil}成交的销售仍可作为{valueDay}价值的证据（California Revenue and Taxation Code §402.5），因此本资料包可能尚未包含全部销售。{after}之后，请在提交前重新运行分析并重新下载资料包；关注的房屋会在{recheck}为您重新检查。',
  'report.note.opinionOutsideGrid':
    '您的价值意见 {opinion}{relation, select, below {低于} other {高于}}所附调整表中的每一个调整后价格（{low} 至 {high}；综合值 {reconciled}）。委员会推定估税官的价值正确，并要求您为所陈述的价值提供证据：请带上支持它的证据，或陈述调整表的价值。',
  'report.note.homeownersExemption':
    '您的房屋享有自住房屋豁免，且是您的主要住所：信函说明听证中的推定对您有利（California Revenue and Taxation Code §167；Property Tax Rule 321(d)）。请带上显示该豁免的税单，并回应估税官的每一项信息要求：推定只对已提供信息的业主成立。',
  'report.note.boardUnverified': '{county} 县委员会的提交地址尚未核实：邮寄前请向书记员确认。',
  'report.note.demo': '演示数据：本报告基于生成的演示房屋和销售记录，并非县政府记录。请勿提交。',
  'report.note.completeForm': '请填写申诉表，以便在信中写上您的姓名和联系方式。',
  'report.html.title': '申诉信 - {address}',
  'report.html.heading': '申诉报告 - {county} 县',
  'report.note.line': '注：{note}',
};
