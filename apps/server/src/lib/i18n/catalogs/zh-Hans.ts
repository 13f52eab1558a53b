import type { MailMessageId } from './en.ts';
import { tourZhHans } from './tour/zh-Hans.ts';

/** The e-mails in Simplified Chinese (decision 263: translated sentence by sentence; English governs). */
export const zhHans: Record<MailMessageId, string> = {
  // The camera tour's reply (decision 270), in its own file
  ...tourZhHans,

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
};
