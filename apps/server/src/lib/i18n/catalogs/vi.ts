import type { MailMessageId } from './en.ts';
import { tourVi } from './tour/vi.ts';

/** The e-mails in Vietnamese (decision 263: translated sentence by sentence; English governs). */
export const vi: Record<MailMessageId, string> = {
  // The camera tour's reply (decision 270), in its own file
  ...tourVi,

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
};
