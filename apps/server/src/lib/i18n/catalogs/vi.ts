import type { MailMessageId } from './en.ts';
import { sandboxVi } from './sandbox/vi.ts';
import { tourVi } from './tour/vi.ts';

/** The e-mails in Vietnamese (decision 263: translated sentence by sentence; English governs). */
export const vi: Record<MailMessageId, string> = {
  // The camera tour's reply (decision 270), in its own file
  ...tourVi,
  // The checkout pages (issue 55), in their own file
  ...sandboxVi,

  'reset.subject': 'Đặt lại mật khẩu Homie của bạn',
  'reset.greeting': 'Chào {firstName},',
  'reset.asked':
    'Có người (chúng tôi mong là bạn) đã yêu cầu đặt lại mật khẩu tài khoản Homie của bạn. Mở liên kết này để chọn mật khẩu mới:',
  'reset.rule':
    'Liên kết chỉ dùng được một lần, trong vòng {minutes} phút. Đặt mật khẩu mới sẽ đăng xuất bạn ở mọi nơi.',
  'reset.ignore': 'Nếu bạn không yêu cầu việc này, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',

  'checkout.productName': 'Gói {plan} của Homie',
  'checkout.productDescription': 'Bộ hồ sơ khiếu nại thuế bất động sản California, thanh toán một lần',
  'receipt.subject': 'Biên nhận Homie của bạn: gói {plan}',
  'receipt.thanks': 'Cảm ơn bạn đã đặt hàng.',
  'receipt.plan': 'Gói: {plan}',
  'receipt.paid': 'Đã thanh toán: {amount}',
  'receipt.paidOn': 'Đã thanh toán: {amount} vào {date}',
  'receipt.order': 'Đơn hàng: {id}',
  'receipt.account':
    'Mẫu đơn khiếu nại, thư và tài liệu của bạn nằm trong tài khoản của bạn. Đăng nhập và mở:',
  'receipt.guest':
    'Mẫu đơn khiếu nại, thư và tài liệu của bạn: liên kết này mở đơn hàng của bạn trên bất kỳ trình duyệt nào. Hãy giữ email này và đừng chia sẻ liên kết: ai có nó đều có thể mở đơn hàng của bạn. Dùng liên kết sẽ đăng xuất trình duyệt bạn đã dùng để thanh toán.',

  'letter.subject': 'Thư khiếu nại thuế bất động sản Quận {county} của bạn',
  'letter.intro':
    'Đây là thư khiếu nại của bạn cho {address}. Báo cáo đầy đủ, gồm các giao dịch bán tương đương, thời hạn nộp đơn và các bước tiếp theo, được đính kèm dưới dạng PDF.',
  'letter.englishNote': 'Thư được viết bằng tiếng Anh, ngôn ngữ mà hội đồng đọc.',
  'letter.confirm.subject': 'Xác nhận nơi gửi thư khiếu nại Homie của bạn',
  'letter.confirm.asked':
    'Một người đã mua gói khiếu nại thuế bất động sản của Homie yêu cầu chúng tôi gửi thư khiếu nại của họ qua email đến địa chỉ này.',
  'letter.confirm.link': 'Nếu đó là bạn, hãy mở liên kết này và xác nhận: {link}',
  'letter.confirm.rule':
    'Liên kết chỉ dùng được một lần, trong vòng 24 giờ. Nếu bạn không yêu cầu việc này, hãy bỏ qua email này: sẽ không có gì được gửi thêm.',
  'letter.page.title': 'Homie: thư khiếu nại của bạn',
  'letter.page.confirmHeading': 'Xác nhận địa chỉ của bạn',
  'letter.page.ask': 'Gửi thư khiếu nại Homie đến {email}?',
  'letter.page.button': 'Xác nhận và gửi thư của tôi',
  'letter.page.ignore': 'Nếu bạn không yêu cầu việc này, hãy đóng trang này: sẽ không có gì được gửi.',
  'letter.page.confirmed': 'Địa chỉ đã được xác nhận',
  'letter.page.notSentHeading': 'Thư chưa được gửi',
  'letter.page.sent': 'Đã gửi! Thư khiếu nại của bạn đang được gửi đến {to}.',
  'letter.page.queued': 'Thư khiếu nại của bạn gửi đến {to} đang chờ và sẽ sớm được gửi.',
  'letter.page.linkUnknown':
    'Liên kết xác nhận này không hợp lệ. Hãy yêu cầu liên kết mới từ trang xác nhận.',
  'letter.page.linkUsed': 'Địa chỉ này đã được xác nhận. Hãy gửi lại thư của bạn từ trang xác nhận.',
  'letter.page.linkExpired': 'Liên kết xác nhận này đã hết hạn. Hãy yêu cầu liên kết mới từ trang xác nhận.',
  'letter.page.confirmedBut': 'Địa chỉ của bạn đã được xác nhận. {reason}',

  'watch.footer.why': 'Bạn nhận được email này vì địa chỉ này đã yêu cầu Homie theo dõi căn nhà này.',
  'watch.footer.stop': 'Dừng mọi lời nhắc và xóa mọi căn nhà đang theo dõi: {page}',
  'watch.footer.stopMailto':
    'Dừng mọi lời nhắc và xóa mọi căn nhà đang theo dõi: {page} (hoặc viết tới {mailto} với tiêu đề "unsubscribe")',
  'watch.footer.unsubscribe': 'Hủy đăng ký: dừng mọi lời nhắc và xóa mọi căn nhà đang theo dõi',

  'watch.confirm.subject': 'Xác nhận lời nhắc cho {address}',
  'watch.confirm.intro':
    'Có người, hy vọng là bạn, đã yêu cầu Homie nhắc địa chỉ này về các ngày khiếu nại thuế bất động sản của {address} (Quận {county}).',
  'watch.confirm.act':
    'Xác nhận địa chỉ của bạn để bắt đầu nhận lời nhắc (liên kết có hiệu lực trong 7 ngày):',
  'watch.confirm.ignore':
    'Nếu đó không phải là bạn, hãy bỏ qua email này: sẽ không có gì được gửi thêm và yêu cầu sẽ bị xóa.',
  'watch.confirm.button': 'Xác nhận địa chỉ của tôi',

  'watch.when': '{days, plural, =0 {hôm nay} =1 {ngày mai} other {sau {days} ngày nữa}}',
  'watch.line.home': 'Nhà: {address}',
  'watch.line.county': 'Quận: Quận {county}',
  'watch.line.rollYear': 'Năm sổ thuế: {year} (giá trị vào ngày 1 tháng 1 năm {year})',
  'watch.act.appeal': 'Xem tình trạng căn nhà và chuẩn bị khiếu nại',
  'watch.act.request': 'Xem tình trạng căn nhà và chuẩn bị yêu cầu',

  'watch.window.subjectOpen':
    'Thời hạn khiếu nại năm {year} đang mở cho {address} (Quận {county}): nộp trước {date}',
  'watch.window.subjectCloses':
    'Thời hạn khiếu nại năm {year} cho {address} (Quận {county}) đóng {when}, vào {date}',
  'watch.window.leadOpen': 'Thời hạn khiếu nại thông thường năm {year} của Quận {county} đã mở vào {date}.',
  'watch.window.leadCloses': 'Thời hạn khiếu nại thông thường năm {year} của Quận {county} đóng {when}.',
  'watch.window.lastDay': 'Ngày cuối cùng để nộp đơn lên Hội đồng Kháng nghị Thẩm định: {date}',
  'watch.window.informalFrom':
    'Thẩm định viên Quận {county} cũng nhận xem xét không chính thức miễn phí ({name}) từ {opens} đến {approximate, select, yes {khoảng {closes}} other {{closes}}}; việc này không kéo dài thời hạn nộp đơn lên hội đồng.',
  'watch.window.informal':
    'Thẩm định viên Quận {county} cũng nhận xem xét không chính thức miễn phí ({name}) đến {approximate, select, yes {khoảng {closes}} other {{closes}}}; việc này không kéo dài thời hạn nộp đơn lên hội đồng.',

  'watch.informal.subjectOpen':
    'Đợt xem xét không chính thức miễn phí năm {year} của thẩm định viên đang mở cho {address} (Quận {county})',
  'watch.informal.subjectOpenUntil':
    'Đợt xem xét không chính thức miễn phí năm {year} của thẩm định viên đang mở cho {address} (Quận {county}): đến {approximate, select, yes {khoảng {closes}} other {{closes}}}',
  'watch.informal.subjectCloses':
    'Đợt xem xét không chính thức miễn phí năm {year} của thẩm định viên cho {address} (Quận {county}) kết thúc {when}, vào {approximate, select, yes {khoảng {closes}} other {{closes}}}',
  'watch.informal.leadOpen':
    'Đợt xem xét không chính thức miễn phí năm {year} của Thẩm định viên Quận {county} đã mở vào {date}.',
  'watch.informal.leadCloses':
    'Đợt xem xét không chính thức miễn phí năm {year} của Thẩm định viên Quận {county} kết thúc {when}.',
  'watch.informal.review': 'Đợt xem xét: {name}',
  'watch.informal.opens': 'Mở: {date}',
  'watch.informal.lastDay': 'Ngày cuối cùng: {approximate, select, yes {khoảng {date}} other {{date}}}',
  'watch.informal.free':
    'Thẩm định viên xem lại giá trị miễn phí; việc này không kéo dài thời hạn nộp đơn khiếu nại lên Hội đồng Kháng nghị Thẩm định.',
  'watch.informal.dates': 'Ngày: thời gian xem xét do Thẩm định viên Quận {county} công bố.',
  'watch.informal.datesApproximate':
    'Ngày: thời gian xem xét do Thẩm định viên Quận {county} công bố (quận ghi là ngày ước chừng: hãy hỏi lại thẩm định viên).',

  'watch.notice.label':
    '{kind, select, supplemental {Thông báo thẩm định bổ sung} escape {Thông báo thẩm định bị bỏ sót (escape)} other {Thông báo thay đổi sổ thuế}}',
  'watch.notice.labelInSentence':
    '{kind, select, supplemental {thông báo thẩm định bổ sung} escape {thông báo thẩm định bị bỏ sót (escape)} other {thông báo thay đổi sổ thuế}}',
  'watch.notice.subject': 'Thời hạn khiếu nại {label} của bạn kết thúc {when}: {deadline}, {address}',
  'watch.notice.lead':
    '60 ngày để khiếu nại {label} bạn nhận được cho {address} kết thúc {when}, vào {deadline}.',
  'watch.notice.line': 'Thông báo: {label}, gửi ngày {date}',
  'watch.notice.rollYear':
    'Năm sổ thuế và ngày định giá: theo những gì in trên thông báo (thẩm định bổ sung được định giá vào ngày mua hoặc ngày xây mới, R&T §75.8)',
  'watch.notice.lastDay': 'Ngày cuối cùng để nộp đơn lên Hội đồng Kháng nghị Thẩm định Quận {county}: {date}',
  'watch.notice.rule':
    'Quy tắc: 60 ngày kể từ ngày gửi thông báo (R&T §1605(b)); ngày cuối cùng rơi vào cuối tuần được dời sang thứ Hai. Nếu văn phòng hội đồng đóng cửa ngày đó, hãy hỏi thư ký của hội đồng.',

  'watch.hearing.subject': 'Phiên điều trần khiếu nại của bạn là {when}: {date}, {address}',
  'watch.hearing.lead':
    'Hội đồng Kháng nghị Thẩm định Quận {county} xét khiếu nại của bạn cho {address} {when}, vào {date}.',
  'watch.hearing.line':
    'Điều trần: {date} (ngày bạn ghi lại từ thông báo điều trần của hội đồng; thông báo có giờ và phòng)',
  'watch.hearing.bring':
    'Mang theo: báo cáo khiếu nại và bằng chứng kèm theo (hội đồng yêu cầu bản sao: xem thông báo để biết bao nhiêu bản), và ghi chú của bạn về căn nhà.',
  'watch.hearing.exchange':
    'Việc trao đổi thông tin với thẩm định viên phải được bắt đầu 30 ngày trước phiên điều trần (R&T §1606); nếu không có, bằng chứng bạn mang theo vẫn được xem xét.',
  'watch.hearing.act': 'Xem khiếu nại và báo cáo của bạn',

  'watch.recheck.whyLienDate':
    'ngày cầm giữ, ngày 1 tháng 1, khi giá trị của năm sổ thuế {year} được ấn định',
  'watch.recheck.whySalesIn':
    'các giao dịch bán đến ngày 31 tháng 3 năm {year}, những giao dịch cuối cùng mà hội đồng xem xét cho giá trị năm {year} (R&T §402.5), nay đã được ghi nhận',
  'watch.recheck.whyWindowOpens': 'thời hạn khiếu nại thông thường năm {year} mở vào ngày 2 tháng 7',
  'watch.recheck.lead': 'Homie đã phân tích lại căn nhà này vào {date} ({why}), và kết quả đã thay đổi.',
  'watch.recheck.notKnown': 'chưa biết',
  'watch.recheck.sales':
    '{count} giao dịch bán tương đương, điều chỉnh theo thời gian về ngày 1 tháng 1 năm {year}',
  'watch.recheck.salesSold':
    '{count} giao dịch bán tương đương bán từ {from} đến {to}, điều chỉnh theo thời gian về ngày 1 tháng 1 năm {year}',
  'watch.recheck.noSales': 'chưa tìm thấy giao dịch bán tương đương nào',
  'watch.recheck.verdictOverpaying': 'Bạn đang đóng thuế quá mức',
  'watch.recheck.verdictGoodShape': 'Năm {year} bạn đang ổn',
  'watch.recheck.verdictTooClose': 'Chênh lệch quá nhỏ để kết luận',
  'watch.recheck.verdictUnknown': 'Chúng tôi chưa thể tính khoản tiết kiệm của bạn',
  'watch.recheck.told': '{heading} ({year}): {saving}',
  'watch.recheck.toldGoodShape': '{heading}: {saving}',
  'watch.recheck.savingUnknown': 'không thể tính khoản tiết kiệm hằng năm',
  'watch.recheck.saving': 'có thể tiết kiệm {amount} mỗi năm',
  'watch.recheck.noSaving': 'không tiết kiệm được',
  'watch.recheck.before': 'Trước: {told}',
  'watch.recheck.now': 'Bây giờ: {told}',
  'watch.recheck.assessed': 'Giá trị định giá: {amount}.',
  'watch.recheck.assessedNote': 'Giá trị định giá: {amount}. {note}',
  'watch.recheck.market': 'Ước tính giá trị thị trường: {amount}, dựa trên {sales}',
  'watch.recheck.marketRange':
    'Ước tính giá trị thị trường: {amount} (khoảng từ {low} đến {high}), dựa trên {sales}',
  'watch.recheck.savingNoTax': 'Tiết kiệm: không tính được nếu không có số thuế trên hóa đơn của bạn',
  'watch.recheck.savingRule':
    'Tiết kiệm: thuế suất thực tế, {rate}% (thuế hằng năm chia cho tổng giá trị định giá), nhân với giá trị định giá trừ ước tính giá trị thị trường',
  'watch.recheck.savingRuleNote':
    'Tiết kiệm: thuế suất thực tế, {rate}% (thuế hằng năm chia cho tổng giá trị định giá; {note}), nhân với giá trị định giá trừ ước tính giá trị thị trường',
  'watch.recheck.subject': 'Số liệu mới năm {year} cho {address} (Quận {county}): {heading}',
  'watch.recheck.subjectSaving':
    'Số liệu mới năm {year} cho {address} (Quận {county}): {heading}, khoảng {amount} mỗi năm',
  'watch.recheck.act': 'Phân tích lại căn nhà trên Homie để xem các giao dịch bán tương đương',
  'report.section.filing': 'NỘP ĐƠN Ở ĐÂU VÀ KHI NÀO',
  'report.section.nextSteps': 'CÁC BƯỚC TIẾP THEO',
  'report.filing.lienDate': 'Ngày cầm giữ (ngày định giá)',
  'report.filing.period': 'Thời hạn nộp đơn thông thường',
  'report.filing.periodValue': 'từ {opens} đến {closes}',
  'report.filing.fee': 'Lệ phí xử lý',
  'report.filing.fileWith': 'Nộp cho',
  'report.filing.unverified': '{board} (địa chỉ chưa được xác minh: hãy xác nhận với thư ký)',
  'report.filing.informal': 'Xem xét không chính thức miễn phí',
  'report.fee.none': 'Không có lệ phí nộp đơn',
  'report.fee.ask': 'Hỏi thư ký về lệ phí hiện hành',
  'report.fee.amount': '{amount}',
  'report.fee.unconfirmed': '{amount} (chưa xác nhận)',
  'report.footer': 'Báo cáo khiếu nại - {address} - Quận {county} - lập ngày {date} - trang {page} / {pages}',
  'report.step.informalTitle': 'Trước tiên hãy yêu cầu xem xét không chính thức miễn phí',
  'report.step.informalDetail':
    '{name}. Việc xem xét của Thẩm định viên không tốn phí và có thể giảm giá trị mà không cần điều trần, nhưng không kéo dài thời hạn nộp đơn chính thức.',
  'report.step.fileTitle': 'Nộp đơn khiếu nại chính thức trong khoảng từ {opens} đến {closes}',
  'report.step.fileNoticeTitle':
    'Nộp đơn khiếu nại {type, select, supplemental {thẩm định bổ sung} escape {thẩm định bị bỏ sót (escape)} roll_change {thay đổi sổ thuế} calamity {thẩm định lại do thiên tai} other {thẩm định phạt}} trước {closes}',
  'report.step.fileDetail':
    'Tạo mẫu {form} từ mẫu đơn khiếu nại, kiểm tra từng mục, ký phần chứng nhận bằng mực rồi gửi bưu điện hoặc nộp trực tiếp cho {board}, {address}. {fee} Đơn có dấu bưu điện trước hoặc vào ngày cuối cùng được coi là đúng hạn. Mỗi đơn áp dụng cho một thửa đất và một năm sổ thuế.',
  'report.step.feeNone': 'Quận {county} không thu lệ phí nộp đơn.',
  'report.step.feeAsk': 'Hãy hỏi thư ký của hội đồng xem có áp dụng lệ phí xử lý không và bao nhiêu.',
  'report.step.feeAmount': 'Mỗi đơn phải nộp lệ phí xử lý {amount} (mỗi đơn một thửa đất).',
  'report.step.taxTitle': 'Tiếp tục đóng thuế bất động sản',
  'report.step.taxDetail':
    'Khiếu nại không hoãn hóa đơn thuế: hãy đóng từng kỳ đúng hạn. Nếu Hội đồng giảm giá trị, quận sẽ hoàn lại phần chênh lệch.',
  'report.step.hearingTitle': 'Chuẩn bị cho phiên điều trần',
  'report.step.hearingDetail':
    'Hội đồng có hai năm để quyết định và thông báo phiên điều trần trước ít nhất 45 ngày. Hãy mang theo báo cáo này, bản sao các giao dịch bán tương đương và ảnh có ghi ngày về tình trạng căn nhà vào {valueDate}: chỉ bằng chứng trình bày tại phiên điều trần mới được tính. Hội đồng có thể tăng cũng như giảm giá trị.',
  'report.step.januaryFirst': 'ngày 1 tháng 1',

  'report.kit.heading.baseYear': 'KHIẾU NẠI GIÁ TRỊ NĂM GỐC VẪN CÒN MỞ (R&T §80(a)(3))',
  'report.kit.heading.copies': 'BẢN SAO CHO BUỔI ĐIỀU TRẦN',
  'report.kit.heading.exchange': 'TRAO ĐỔI THÔNG TIN VỚI VĂN PHÒNG THẨM ĐỊNH (KHÔNG BẮT BUỘC)',
  'report.kit.heading.kit': 'BỘ TÀI LIỆU ĐIỀU TRẦN: TỪ KHI NỘP ĐƠN ĐẾN BUỔI ĐIỀU TRẦN',
  'report.kit.heading.letter': 'THƯ TRAO ĐỔI, SẴN SÀNG ĐỂ GỬI',
  'report.kit.heading.outline': 'NÊN NÓI GÌ: DÀN Ý MỘT TRANG',
  'report.kit.heading.rebuttals': 'NHỮNG PHẢN HỒI THƯỜNG GẶP CỦA VĂN PHÒNG THẨM ĐỊNH, VÀ CÂU TRẢ LỜI CỦA BẠN',
  'report.kit.heading.stipulation': 'THỎA THUẬN (STIPULATION) VÀ RÚT ĐƠN',
  'report.baseYear.argues':
    'Khiếu nại giá trị năm gốc lập luận rằng giá trị được xác lập khi mua là sai. Giá mua được mặc định là giá trị thị trường (R&T §110(b)), vì vậy đơn khiếu nại phải cho thấy vì sao không phải như vậy: ví dụ, giá mua bao gồm tài sản cá nhân (đồ nội thất hoặc những thứ khác không thuộc bất động sản), hoặc giao dịch không phải là giao dịch độc lập giữa các bên (giữa người thân, hoặc bị áp lực phải bán hay phải mua).',
  'report.baseYear.bought':
    'Bạn đã mua căn nhà vào ngày {date} với giá {price}. Giao dịch mua đó xác lập giá trị năm gốc của căn nhà, lần đầu được ghi vào sổ thuế ngày 1 tháng 1 năm {enrolled}, và giá trị năm gốc có thể bị khiếu nại trong thời hạn nộp đơn thông thường của năm thuế đó và của ba năm tiếp theo, từ {enrolled} đến {last} (California Revenue and Taxation Code §80(a)(3)).',
  'report.baseYear.different':
    'Đây là một lập luận khác với khiếu nại giảm giá trị, vốn so sánh giá trị thị trường vào ngày 1 tháng 1 năm {year} với giá trị năm gốc đã điều chỉnh theo hệ số (R&T §51). Trên đơn, khiếu nại giá trị năm gốc là lý do B (thay đổi quyền sở hữu: giá trị năm gốc không đúng); giảm giá trị là lý do A. Hãy đánh dấu lý do mà chứng cứ của bạn hỗ trợ.',
  'report.baseYear.lastYear':
    'Năm thuế {year} là năm cuối cùng có thể khiếu nại: sau khi thời hạn nộp đơn thông thường của năm nay kết thúc, giá trị năm gốc sẽ được giữ nguyên.',
  'report.kit.copies.ask':
    'Hãy hỏi thư ký hội đồng ({board}) xem hội đồng cần bao nhiêu bản sao chứng cứ của bạn, và có muốn nhận trước buổi điều trần không: chúng tôi không có nguồn nào cho con số của hội đồng quận {county}. Gợi ý của Homie, không phải quy định của quận: mang ít nhất {count} bộ gồm thư, bảng điều chỉnh, các giao dịch bán và ảnh (một bộ cho mỗi thành viên hội đồng, một bộ cho đại diện văn phòng thẩm định, một bộ cho bạn).',
  'report.kit.copies.board':
    '{board} yêu cầu {count} bản sao chứng cứ bạn trình bày ({source}, kiểm tra ngày {checked}). Hãy mang thêm một bản cho mình, và hỏi thư ký xem hội đồng có muốn nhận chúng trước buổi điều trần không.',
  'report.kit.intro':
    'Những việc cần làm từ khi nộp đơn đến khi hội đồng quyết định. Các số liệu là của báo cáo của bạn. Không điều gì ở đây hứa hẹn kết quả: hội đồng quyết định dựa trên chứng cứ và cũng có thể tăng giá trị.',
  'report.kit.label.send': 'Cần gửi gì',
  'report.kit.label.stipulation': 'Thỏa thuận (stipulation)',
  'report.kit.label.when': 'Khi nào',
  'report.kit.label.withdrawal': 'Rút đơn',
  'report.kit.letterNote':
    'Điền vào các chỗ trống (ngày, số đơn và ngày điều trần trên thông báo của thư ký, địa chỉ văn phòng thẩm định), ký tên và gửi qua bưu điện cho văn phòng thẩm định, kèm một bản sao cho thư ký hội đồng và bảng điều chỉnh của bạn. Thư bằng tiếng Anh: văn phòng thẩm định đọc thư này.',
  'report.kit.outline.appeal':
    'Khiếu nại: giá trị năm {year} của {address} ({parcel}). Giá trị trên sổ thuế là {assessed}; ý kiến của tôi về giá trị thị trường vào ngày {date} là {opinion}.',
  'report.kit.outline.closest':
    'Giao dịch giống nhất: {address}, bán ngày {date} với giá {price}; khi điều chỉnh theo căn nhà này, nó cho giá trị {adjusted}{weighted, select, yes {, với trọng số lớn nhất trong bảng ({weight}%{grossed, select, yes {, tổng mức điều chỉnh {gross}%} other {}})} other {}}.',
  'report.kit.outline.condition':
    'Những gì các giao dịch bán không cho thấy: tình trạng căn nhà vào ngày định giá, kèm ảnh có ghi ngày, báo giá sửa chữa hoặc báo cáo kiểm tra.',
  'report.kit.outline.difference':
    'Chênh lệch: {assessed} trên sổ thuế cao hơn ý kiến {opinion} của tôi {gap} ({pct}%).',
  'report.kit.outline.evidenceGrid':
    'Chứng cứ: {count, plural, other {# giao dịch bán}} nhà tương đương{dated, select, yes { hoàn tất trong khoảng từ {from} đến {to}} other {}}, mỗi giao dịch được đưa về ngày {date} và điều chỉnh bằng đô la theo những khác biệt so với căn nhà này (bảng điều chỉnh). Giá đã điều chỉnh của chúng nằm trong khoảng từ {low} đến {high}.',
  'report.kit.outline.evidenceList':
    'Chứng cứ: {count, plural, other {# giao dịch bán}} nhà tương đương{dated, select, yes { hoàn tất trong khoảng từ {from} đến {to}} other {}}, được liệt kê trong báo cáo cùng giá bán.',
  'report.kit.outline.reconciliation':
    'Tổng hợp: khi tính trọng số cho mỗi giao dịch theo mức độ giống căn nhà này và mức độ ít phải điều chỉnh, bảng điều chỉnh cho giá trị tổng hợp là {value}.',
  'report.kit.outline.request':
    'Yêu cầu: đề nghị hội đồng xác định giá trị vào ngày {date} là {opinion}. Sau đó trả lời các câu hỏi của hội đồng và văn phòng thẩm định dựa trên bảng điều chỉnh.',
  'report.kit.rebuttal.condition.answer':
    'Bảng điều chỉnh không điều chỉnh theo tình trạng, vì vậy tình trạng là chứng cứ do bạn mang đến: ảnh chụp gần ngày định giá, báo giá sửa chữa, báo cáo kiểm tra. Chỉ mô tả những gì đúng vào ngày định giá.',
  'report.kit.rebuttal.condition.objection': 'Căn nhà ở tình trạng tốt hơn bạn nói.',
  'report.kit.rebuttal.different.answer':
    'Mỗi khác biệt (diện tích, tuổi nhà, phòng ngủ, phòng tắm, lô đất, vị trí) được điều chỉnh bằng đô la trong bảng kèm cơ sở của nó, và tổng mức điều chỉnh cho thấy mỗi giao dịch phải điều chỉnh bao nhiêu: những giao dịch cần điều chỉnh ít nhất có trọng lượng lớn nhất trong phần tổng hợp.',
  'report.kit.rebuttal.different.objection': 'Các giao dịch bán của bạn khác với căn nhà này.',
  'report.kit.rebuttal.far.answer':
    'Hãy nói mỗi giao dịch cách bao xa và rằng bạn đã tìm những giao dịch gần hơn của cùng loại nhà. Hỏi văn phòng thẩm định đã dùng những giao dịch nào và chúng có thực sự giống nhà bạn hơn không: diện tích, tuổi nhà, lô đất và tình trạng cũng quan trọng như khoảng cách.',
  'report.kit.rebuttal.far.objection': 'Các giao dịch bán của bạn ở quá xa.',
  'report.kit.rebuttal.paid.answer':
    'Giá mua trên thị trường mở được mặc định là giá trị thị trường vào ngày bán (R&T §110(b)). Hãy cho thấy điều gì đã thay đổi giữa ngày đó và ngày định giá (mức điều chỉnh theo thời gian của các giao dịch lân cận), hoặc vì sao giá đó không phải là giá trị thị trường.',
  'report.kit.rebuttal.paid.objection': 'Bạn đã trả nhiều hơn thế.',
  'report.kit.rebuttal.presumption.answer':
    "Giá trị của văn phòng thẩm định được mặc định là đúng và chủ nhà phải đưa ra chứng cứ về giá trị (Property Tax Rule 321); với căn nhà do chủ sở hữu ở và có miễn trừ cho chủ nhà (homeowners' exemption), sự mặc định có thể có lợi cho chủ nhà (R&T §167). Không điều gì bảo đảm được giảm, và hội đồng cũng có thể tăng giá trị: hãy trình bày chứng cứ rõ ràng và để chứng cứ nói lên vụ việc.",
  'report.kit.rebuttal.presumption.objection':
    'Hội đồng quyết định: văn phòng thẩm định được mặc định là đúng.',
  'report.kit.rebuttal.prop13.answer':
    'Sổ thuế ghi giá trị thấp hơn giữa giá trị năm gốc đã điều chỉnh theo hệ số và giá trị thị trường vào ngày 1 tháng 1 (R&T §51). Hãy hỏi văn phòng thẩm định về giá trị năm gốc đã điều chỉnh theo hệ số trước buổi điều trần: nếu nó đã bằng hoặc thấp hơn ý kiến của bạn về giá trị, khiếu nại giảm giá trị không thể hạ giá trị trên sổ thuế, và rút đơn có thể là lựa chọn đúng.',
  'report.kit.rebuttal.prop13.objection':
    'Theo Dự luật 13, giá trị năm gốc đã điều chỉnh theo hệ số dù sao cũng thấp hơn.',
  'report.kit.rebuttal.timeAdjustment.answer':
    'Bảng điều chỉnh nêu chỉ số và mức thay đổi áp dụng cho từng giao dịch. Hãy yêu cầu văn phòng thẩm định cung cấp mức điều chỉnh theo thời gian của họ và nguồn của nó; hội đồng sẽ cân nhắc cả hai. Các giao dịch gần ngày định giá cần ít điều chỉnh, vì vậy hãy dựa vào chúng.',
  'report.kit.rebuttal.timeAdjustment.objection': 'Mức điều chỉnh theo thời gian của bạn sai.',
  'report.kit.rebuttal.timing.late':
    'Giao dịch hoàn tất sau ngày {cutoff} không thể tính cho giá trị ngày {date} (R&T §402.5): hãy loại mọi giao dịch như vậy khỏi những gì bạn trình bày.',
  'report.kit.rebuttal.timing.objection': 'Các giao dịch bán của bạn quá cũ, hoặc quá muộn.',
  'report.kit.rebuttal.timing.onTime':
    'Mọi giao dịch bạn trình bày đều hoàn tất chậm nhất vào ngày {cutoff}, ngày cuối cùng một giao dịch được tính cho giá trị ngày {date} (R&T §402.5), và mỗi giao dịch được đưa về ngày định giá bằng mức điều chỉnh theo thời gian mà bảng điều chỉnh cho thấy.',
  'report.kit.saidInEnglish': 'Bằng tiếng Anh, như được nói trước hội đồng:',
  'report.kit.send.opinion': 'Ý kiến của bạn về giá trị vào ngày {date}: {opinion}.',
  'report.kit.send.sales':
    'Các giao dịch bán bạn sẽ trình bày: mỗi giao dịch có địa chỉ (hoặc số thửa đất), ngày bán và giá bán, cùng điều kiện bán và phân vùng nếu bạn biết (Rule 305.1(a)); thư bên dưới liệt kê {count, plural, =1 {giao dịch bán} other {# giao dịch bán}} trong {grid, select, yes {bảng điều chỉnh} other {báo cáo}} của bạn. Hãy gửi kèm bảng điều chỉnh.',
  'report.kit.send.to':
    'Gửi thư đến văn phòng thẩm định quận {county} (County Assessor), kèm một bản sao cho thư ký hội đồng (Rule 305.1(a)).',
  'report.kit.stipulationText':
    'Trước buổi điều trần, văn phòng thẩm định có thể đề xuất một giá trị. Nếu bạn và văn phòng thẩm định thống nhất một giá trị, cả hai ký một thỏa thuận (stipulation) và hội đồng được đề nghị chấp nhận; nếu hội đồng chấp nhận, đó là giá trị cho năm thuế, thường không cần điều trần, và nếu không, đơn sẽ được xếp lịch điều trần (R&T §1607). Ở San Mateo năm 2023, 603 trong số 618 đơn khiếu nại đã được quyết định là nhờ thỏa thuận với văn phòng thẩm định. Chỉ ký một giá trị mà bạn chấp nhận.',
  'report.kit.what.early':
    'Chủ động bắt đầu giúp văn phòng thẩm định thấy chứng cứ của bạn sớm và giúp bạn nhận được các giao dịch bán mà văn phòng thẩm định sẽ trình bày trước buổi điều trần, chứ không phải tại buổi điều trần.',
  'report.kit.what.exchange':
    'Trước buổi điều trần, mỗi bên đều có thể yêu cầu bên kia cung cấp cơ sở cho ý kiến về giá trị và các giao dịch bán tương đương mà bên đó sẽ trình bày: đó là trao đổi thông tin (California Revenue and Taxation Code §1606; Property Tax Rule 305.1). Việc này không bắt buộc.',
  'report.kit.what.threshold':
    'Khi giá trị thẩm định trên $100,000, văn phòng thẩm định cũng có thể bắt đầu trao đổi; ở mức $100,000 trở xuống, chỉ bạn mới có thể bắt đầu (Rule 305.1(a)).',
  'report.kit.when.assessor':
    'Nếu văn phòng thẩm định bắt đầu: bạn trả lời bằng ý kiến và các giao dịch bán của mình ít nhất 15 ngày trước buổi điều trần.',
  'report.kit.when.proof':
    'Dù theo cách nào, hãy giữ bằng chứng về ngày gửi thư: dấu bưu điện là căn cứ (Rule 305.1(a)).',
  'report.kit.when.start':
    'Nếu bạn bắt đầu: gửi thư qua bưu điện sao cho dấu bưu điện sớm hơn ngày điều trần hơn 30 ngày (cũng có thể nộp cùng đơn khiếu nại). Văn phòng thẩm định sau đó trả lời bằng ý kiến và các giao dịch bán của mình ít nhất 15 ngày trước buổi điều trần (R&T §1606; Rule 305.1).',
  'report.kit.withdrawalText':
    'Bạn có thể rút đơn bằng văn bản gửi thư ký hội đồng trước buổi điều trần: khi đó việc khiếu nại giá trị năm {year} kết thúc và giá trị trên sổ thuế được giữ nguyên. Không đến buổi điều trần không phải là rút đơn: hội đồng có thể bác đơn vì vắng mặt. Mỗi năm thuế có đơn riêng, vì vậy rút đơn không ngăn việc khiếu nại giá trị của một năm sau.',
  'report.kit.word.noPrice': 'một mức giá không được nêu',
  'report.kit.word.notAdjusted': 'chưa điều chỉnh',
  'report.kit.word.opinionBlank': '{blank} (ý kiến của bạn về giá trị)',
  'report.kit.word.theProperty': 'bất động sản',
  'report.kit.word.valueIState': 'giá trị tôi nêu',
  'report.kit.word.valueOnNotice': 'giá trị trên thông báo của bạn',

  'valueNote.demo':
    'Dữ liệu minh họa: một con số được tạo cho một căn nhà giả định, không phải hồ sơ của quận.',
  'valueNote.enteredValue': 'Giá trị thẩm định bạn đã nhập từ hóa đơn thuế hoặc thông báo thẩm định.',
  'valueNote.ownerRecordValue': 'Giá trị thẩm định chủ nhà đã nhập từ hóa đơn thuế.',
  'valueNote.rollValue': 'Giá trị trong sổ thuế quận cho năm {year}.',
  'valueNote.rollValueFrom': 'Giá trị trong sổ thuế quận cho năm {year} ({from}).',
  'valueNote.source.redfin': 'từ một tệp xuất Redfin đã nhập',
  'valueNote.source.zillow': 'từ một tệp xuất Zillow đã nhập',
  'valueNote.source.reso': 'từ một tệp xuất RESO đã nhập',
  'valueNote.source.laAssessor': 'từ sổ thuế của Văn phòng Giám định Thuế Quận Los Angeles',
  'valueNote.source.rollCsv': 'từ một sổ thuế quận đã nhập',
  'valueNote.source.rentcast': 'từ hồ sơ bất động sản của RentCast',
  'valueNote.source.mls': 'từ MLS của công ty môi giới',
  'valueNote.source.other': 'từ {source}',
  'valueNote.prop13AfterLien':
    'Ước tính, không phải con số của quận: {byOwner, select, yes {giao dịch mua của bạn} other {lần bán gần nhất}} với giá {price} vào ngày {date} diễn ra sau ngày áp thuế 1 tháng 1 năm {year}, nên sổ thuế năm {year} vẫn ghi giá trị của chủ cũ; giá mua trở thành giá trị cơ sở từ sổ thuế năm {baseYear} (một hóa đơn bổ sung tính cho các tháng ở giữa). Hãy nhập giá trị trên hóa đơn thuế của bạn để thay thế.',
  'valueNote.prop13':
    'Ước tính, không phải con số của quận: giá trị cơ sở theo Dự luật 13 từ {byOwner, select, yes {giao dịch mua của bạn} other {lần bán gần nhất}} với giá {price} vào ngày {date}, được tăng theo hệ số lạm phát hằng năm (tối đa 2% mỗi năm) đến sổ thuế năm {year} (×{factor} = {value}).',
  'valueNote.prop8': 'Giá trị thị trường vào ngày 1 tháng 1 thấp hơn, nên Dự luật 8 giới hạn ở mức {value}.',
  'valueNote.replace': 'Hãy nhập giá trị trên hóa đơn thuế của bạn để thay thế.',
  'valueNote.enteredTax': 'Số thuế hằng năm bạn đã nhập từ hóa đơn.',
  'valueNote.billTax': 'Hóa đơn thuế của quận cho năm {year}.',
  'valueNote.rateTax':
    'Ước tính: giá trị thẩm định{exemption, select, none {} other { trừ khoản miễn thuế cho chủ nhà ở là {exemption}}} × thuế suất thông thường của Quận {county} là {rate} (thuế 1% cộng nợ do cử tri chấp thuận); thuế suất và các khoản phí cố định trên hóa đơn của bạn có thể khác.',
  'report.note.estimatedAssessed':
    'Giá trị thẩm định chúng tôi có chỉ là ước tính theo Dự luật 13: hãy nhập vào đơn khiếu nại giá trị in trên hóa đơn thuế hoặc thông báo thẩm định của bạn, và giá trị đó sẽ được đưa vào thư.',
  'report.note.recentPurchase':
    'Bạn đã mua căn nhà vào ngày {date} với giá {price}, bằng hoặc cao hơn giá trị thẩm định {assessed} của nó. Hội đồng mặc nhiên coi giá của một giao dịch mua trên thị trường mở là giá trị thị trường (California Revenue and Taxation Code §110(b)), nên thư để trống ý kiến về giá trị để bạn tự nêu, kèm bằng chứng cho thấy giá trị đã giảm kể từ khi bạn mua.',
  'report.note.notBelowAssessed':
    'Ước tính giá trị thị trường của chúng tôi, {estimate}, không thấp hơn giá trị thẩm định {assessed}: các giao dịch bán không ủng hộ một giá trị thấp hơn. Nếu bạn vẫn khiếu nại, thư để trống ý kiến về giá trị để bạn tự nêu, kèm bằng chứng của riêng bạn.',
  'report.note.fewComparables':
    'Chỉ có {count, plural, other {# giao dịch bán tương đương}} đáp ứng các tiêu chí mà hội đồng khiếu nại chấp nhận cho bất động sản này; gói {plan} gồm {min}-{max} giao dịch khi thị trường có đủ.',
  'report.note.noticeOpen':
    'Khiếu nại {type}: nộp trước hết ngày {closes}, {sixMonths, select, yes {sáu tháng} other {60 ngày}} sau khi thông báo được gửi vào {mailed} ({sixMonths, select, yes {R&T §170} other {R&T §1605}}). Khiếu nại này lập luận về giá trị vào {valueDate}.',
  'report.note.noticeClosed':
    'Thời hạn khiếu nại cho thông báo {type} này đã kết thúc vào {closes}, {sixMonths, select, yes {sáu tháng} other {60 ngày}} sau khi được gửi vào {mailed} ({sixMonths, select, yes {R&T §170} other {R&T §1605}}): nộp đơn bây giờ sẽ bị trễ hạn, nên Homie không chuẩn bị.',
  'report.note.noticeType.supplemental': 'Thẩm định bổ sung',
  'report.note.noticeType.escape': 'Thẩm định bị bỏ sót (escape)',
  'report.note.noticeType.rollChange': 'Thay đổi sổ thuế',
  'report.note.noticeType.calamity': 'Thẩm định lại do thiên tai',
  'report.note.noticeType.penalty': 'Thẩm định phạt',
  'report.note.supplementalPurchase':
    'Hội đồng mặc nhiên coi giá của một giao dịch mua trên thị trường mở là giá trị thị trường vào ngày mua (California Revenue and Taxation Code §110(b)): nếu bạn mua căn nhà vào ngày định giá, giá trị bổ sung thường chính là giá đó, và bằng chứng của bạn phải cho thấy vì sao đó không phải là giá trị thị trường (ví dụ: giá đã gồm đồ đạc hoặc tài sản cá nhân khác, hoặc giao dịch không phải giữa các bên độc lập).',
  'report.note.periodClosed':
    'Thời hạn nộp đơn năm {year} tại Quận {county} đã kết thúc vào {closes}: đơn cho giá trị năm {year} nộp bây giờ là trễ hạn, trừ khi đơn đó trả lời một thông báo. Thời hạn tiếp theo kéo dài từ {opens} đến {nextCloses} cho giá trị vào {valueDay}, với các giao dịch bán đến {salesUntil}.',
  'report.note.noticePreliminary':
    'Sơ bộ: các giao dịch bán hoàn tất đến {cutoff}, 90 ngày sau ngày định giá, vẫn được tính là bằng chứng cho giá trị vào {valueDate} (California Revenue and Taxation Code §402.5), nên gói hồ sơ này có thể chưa có đủ. Nếu thời hạn cho phép, hãy chạy lại phân tích và tải lại gói hồ sơ trước khi nộp.',
  'report.note.preliminary':
    'Sơ bộ: các giao dịch bán hoàn tất đến {salesUntil} vẫn được tính là bằng chứng cho giá trị vào {valueDay} (California Revenue and Taxation Code §402.5), nên gói hồ sơ này có thể chưa có đủ. Sau {after}, hãy chạy lại phân tích và tải lại gói hồ sơ trước khi nộp; căn nhà bạn theo dõi sẽ được kiểm tra lại cho bạn vào {recheck}.',
  'report.note.opinionOutsideGrid':
    'Ý kiến về giá trị của bạn, {opinion}, {relation, select, below {thấp hơn} other {cao hơn}} mọi giá đã điều chỉnh trong bảng điều chỉnh kèm theo ({low} đến {high}; giá trị tổng hợp {reconciled}). Hội đồng mặc nhiên coi giá trị của giám định viên là đúng và yêu cầu bằng chứng cho giá trị bạn nêu: hãy mang theo bằng chứng hỗ trợ giá trị đó, hoặc nêu giá trị của bảng.',
  'report.note.homeownersExemption':
    'Căn nhà của bạn có khoản miễn thuế cho chủ nhà ở và là nơi cư trú chính của bạn: thư nêu rằng giả định trong buổi điều trần có lợi cho bạn (California Revenue and Taxation Code §167; Property Tax Rule 321(d)). Hãy mang theo hóa đơn thuế thể hiện khoản miễn thuế, và trả lời mọi yêu cầu cung cấp thông tin của giám định viên: giả định chỉ áp dụng cho chủ nhà đã cung cấp thông tin đó.',
  'report.note.boardUnverified':
    'Địa chỉ nộp đơn của hội đồng Quận {county} chưa được xác minh: hãy xác nhận với thư ký trước khi gửi thư.',
  'report.note.demo':
    'Dữ liệu minh họa: báo cáo này được lập từ các căn nhà và giao dịch bán minh họa được tạo ra, không phải hồ sơ của quận. Đừng nộp báo cáo này.',
  'report.note.completeForm': 'Hãy điền đơn khiếu nại để thư có tên và thông tin liên lạc của bạn.',
  'report.html.title': 'Thư khiếu nại - {address}',
  'report.html.heading': 'Báo cáo khiếu nại - Quận {county}',
  'report.note.line': 'Lưu ý: {note}',
};
