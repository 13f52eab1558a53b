import type { MailMessageId } from './en.ts';
import { sandboxKo } from './sandbox/ko.ts';
import { tourKo } from './tour/ko.ts';

/** The e-mails in Korean (decision 263: translated sentence by sentence; English governs). */
export const ko: Record<MailMessageId, string> = {
  // The camera tour's reply (decision 270), in its own file
  ...tourKo,
  // The checkout pages (issue 55), in their own file
  ...sandboxKo,

  'reset.subject': 'Homie 비밀번호를 재설정하세요',
  'reset.greeting': '{firstName}님, 안녕하세요.',
  'reset.asked':
    '누군가(귀하이기를 바랍니다) Homie 계정의 비밀번호 재설정을 요청했습니다. 이 링크를 열어 새 비밀번호를 정하세요:',
  'reset.rule':
    '이 링크는 {minutes}분 이내에 한 번만 사용할 수 있습니다. 새 비밀번호를 설정하면 모든 곳에서 로그아웃됩니다.',
  'reset.ignore': '요청하지 않으셨다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',

  'checkout.productName': 'Homie {plan} 플랜',
  'checkout.productDescription': '캘리포니아 재산세 이의신청 패키지 (1회 결제)',
  'receipt.subject': 'Homie 영수증: {plan} 플랜',
  'receipt.thanks': '주문해 주셔서 감사합니다.',
  'receipt.plan': '플랜: {plan}',
  'receipt.paid': '결제 금액: {amount}',
  'receipt.paidOn': '결제 금액: {amount}, 결제일 {date}',
  'receipt.order': '주문: {id}',
  'receipt.account': '이의신청서, 서신 및 문서는 귀하의 계정에 있습니다. 로그인하여 여세요:',
  'receipt.guest':
    '이의신청서, 서신 및 문서: 이 링크는 어느 브라우저에서나 귀하의 주문을 엽니다. 이 이메일을 보관하고 링크를 공유하지 마세요. 링크를 가진 사람은 누구나 주문을 열 수 있습니다. 링크를 사용하면 결제한 브라우저에서 로그아웃됩니다.',

  'letter.subject': '{county} 카운티 재산세 이의신청 서신',
  'letter.intro':
    '{address}에 대한 이의신청 서신입니다. 비교 매매 사례, 신청 기간 및 다음 단계가 담긴 전체 보고서가 PDF로 첨부되어 있습니다.',
  'letter.englishNote': '서신은 위원회가 읽는 언어인 영어로 작성되어 있습니다.',
  'letter.confirm.subject': 'Homie 이의신청 서신을 보낼 주소를 확인하세요',
  'letter.confirm.asked':
    'Homie 재산세 이의신청 패키지를 구입한 분이 이의신청 서신을 이 주소로 이메일 보내 달라고 요청했습니다.',
  'letter.confirm.link': '본인이 요청하셨다면 이 링크를 열어 확인하세요: {link}',
  'letter.confirm.rule':
    '이 링크는 24시간 이내에 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 이메일을 무시하세요. 더 이상 아무것도 보내지 않습니다.',
  'letter.page.title': 'Homie: 이의 신청서',
  'letter.page.confirmHeading': '주소 확인',
  'letter.page.ask': 'Homie 이의 신청서를 {email}(으)로 보낼까요?',
  'letter.page.button': '확인하고 신청서 보내기',
  'letter.page.ignore': '요청하지 않으셨다면 이 페이지를 닫으세요. 아무것도 발송되지 않습니다.',
  'letter.page.confirmed': '주소가 확인되었습니다',
  'letter.page.notSentHeading': '신청서가 발송되지 않았습니다',
  'letter.page.sent': '발송했습니다! 이의 신청서가 {to}(으)로 가는 중입니다.',
  'letter.page.queued': '{to}(으)로 보내는 이의 신청서가 대기 중이며 곧 발송됩니다.',
  'letter.page.linkUnknown': '이 확인 링크는 유효하지 않습니다. 확인 페이지에서 새 링크를 요청하세요.',
  'letter.page.linkUsed': '이 주소는 이미 확인되었습니다. 확인 페이지에서 신청서를 다시 보내세요.',
  'letter.page.linkExpired': '이 확인 링크는 만료되었습니다. 확인 페이지에서 새 링크를 요청하세요.',
  'letter.page.confirmedBut': '주소가 확인되었습니다. {reason}',

  'watch.footer.why': '이 주소로 Homie에 이 주택을 지켜봐 달라고 요청하셨기 때문에 이 이메일을 받으셨습니다.',
  'watch.footer.stop': '모든 알림을 중단하고 지켜보는 모든 주택을 삭제하기: {page}',
  'watch.footer.stopMailto':
    '모든 알림을 중단하고 지켜보는 모든 주택을 삭제하기: {page} (또는 {mailto}로 제목 "unsubscribe"를 적어 보내세요)',
  'watch.footer.unsubscribe': '수신 거부: 모든 알림을 중단하고 지켜보는 모든 주택을 삭제',

  'watch.confirm.subject': '{address}에 대한 알림을 확인하세요',
  'watch.confirm.intro':
    '누군가(귀하이기를 바랍니다) Homie에 {address}({county} 카운티)의 재산세 이의신청 일정을 이 주소로 알려 달라고 요청했습니다.',
  'watch.confirm.act': '알림을 시작하려면 주소를 확인하세요(링크는 7일 동안 유효합니다):',
  'watch.confirm.ignore':
    '본인이 아니라면 이 이메일을 무시하세요. 더 이상 아무것도 보내지 않으며 요청은 삭제됩니다.',
  'watch.confirm.button': '내 주소 확인',

  'watch.when': '{days, plural, =0 {오늘} =1 {내일} other {{days}일 후}}',
  'watch.line.home': '주택: {address}',
  'watch.line.county': '카운티: {county} 카운티',
  'watch.line.rollYear': '과세연도: {year}({year}년 1월 1일 기준 가치)',
  'watch.act.appeal': '주택의 현황을 보고 이의신청을 준비하세요',
  'watch.act.request': '주택의 현황을 보고 검토 요청을 준비하세요',

  'watch.window.subjectOpen':
    '{address}({county} 카운티)의 {year}년 이의신청 기간이 열렸습니다: {date}까지 제출하세요',
  'watch.window.subjectCloses':
    '{address}({county} 카운티)의 {year}년 이의신청 기간이 {when}, {date}에 마감됩니다',
  'watch.window.leadOpen': '{county} 카운티의 {year}년 정기 이의신청 기간이 {date}에 열렸습니다.',
  'watch.window.leadCloses': '{county} 카운티의 {year}년 정기 이의신청 기간이 {when} 마감됩니다.',
  'watch.window.lastDay': '평가 이의심사위원회에 제출할 수 있는 마지막 날: {date}',
  'watch.window.informalFrom':
    '{county} 카운티 평가관은 {opens}부터 {approximate, select, yes {대략 {closes}} other {{closes}}}까지 무료 비공식 검토({name})도 받습니다. 이는 위원회 제출 기한을 연장하지 않습니다.',
  'watch.window.informal':
    '{county} 카운티 평가관은 {approximate, select, yes {대략 {closes}} other {{closes}}}까지 무료 비공식 검토({name})도 받습니다. 이는 위원회 제출 기한을 연장하지 않습니다.',

  'watch.informal.subjectOpen':
    '{address}({county} 카운티)에 대한 평가관의 {year}년 무료 비공식 검토가 열렸습니다',
  'watch.informal.subjectOpenUntil':
    '{address}({county} 카운티)에 대한 평가관의 {year}년 무료 비공식 검토가 열렸습니다: {approximate, select, yes {대략 {closes}} other {{closes}}}까지',
  'watch.informal.subjectCloses':
    '{address}({county} 카운티)에 대한 평가관의 {year}년 무료 비공식 검토가 {when}, {approximate, select, yes {대략 {closes}} other {{closes}}}에 끝납니다',
  'watch.informal.leadOpen': '{county} 카운티 평가관의 {year}년 무료 비공식 검토가 {date}에 열렸습니다.',
  'watch.informal.leadCloses': '{county} 카운티 평가관의 {year}년 무료 비공식 검토가 {when} 끝납니다.',
  'watch.informal.review': '검토: {name}',
  'watch.informal.opens': '시작: {date}',
  'watch.informal.lastDay': '마지막 날: {approximate, select, yes {대략 {date}} other {{date}}}',
  'watch.informal.free':
    '평가관이 가치를 무료로 다시 검토합니다. 이는 평가 이의심사위원회에 이의신청을 제출하는 기한을 연장하지 않습니다.',
  'watch.informal.dates': '일정: {county} 카운티 평가관이 공시한 검토 기간.',
  'watch.informal.datesApproximate':
    '일정: {county} 카운티 평가관이 공시한 검토 기간(카운티가 대략적인 날짜로 제시합니다. 평가관에게 확인하세요).',

  'watch.notice.label':
    '{kind, select, supplemental {추가 평가 통지서} escape {누락 평가(escape) 통지서} other {과세대장 변경 통지서}}',
  'watch.notice.labelInSentence':
    '{kind, select, supplemental {추가 평가 통지서} escape {누락 평가(escape) 통지서} other {과세대장 변경 통지서}}',
  'watch.notice.subject': '{label}의 이의신청 기간이 {when} 끝납니다: {deadline}, {address}',
  'watch.notice.lead':
    '{address}에 대해 받으신 {label}에 이의를 신청할 수 있는 60일이 {when}, {deadline}에 끝납니다.',
  'watch.notice.line': '통지서: {label}, 발송일 {date}',
  'watch.notice.rollYear':
    '과세연도 및 가치 기준일: 통지서에 인쇄된 것(추가 평가는 구입일 또는 신축일 기준으로 평가됩니다, R&T §75.8)',
  'watch.notice.lastDay': '{county} 카운티 평가 이의심사위원회에 제출할 수 있는 마지막 날: {date}',
  'watch.notice.rule':
    '규칙: 통지서 발송일로부터 60일(R&T §1605(b)). 마지막 날이 주말이면 월요일로 넘어갑니다. 그날 위원회 사무실이 문을 닫으면 담당 서기에게 문의하세요.',

  'watch.hearing.subject': '이의신청 심리가 {when}입니다: {date}, {address}',
  'watch.hearing.lead':
    '{county} 카운티 평가 이의심사위원회가 {when}, {date}에 {address}에 대한 이의신청을 심리합니다.',
  'watch.hearing.line':
    '심리: {date}(위원회의 심리 통지서에서 기록하신 날짜. 통지서에 시간과 장소가 나와 있습니다)',
  'watch.hearing.bring':
    '지참물: 이의신청 보고서와 그 증거(위원회가 사본을 요구합니다. 몇 부인지 통지서를 확인하세요), 그리고 주택에 대한 메모.',
  'watch.hearing.exchange':
    '평가관과의 정보 교환은 심리 30일 전에 시작했어야 합니다(R&T §1606). 정보 교환이 없더라도 가져오신 증거는 심리됩니다.',
  'watch.hearing.act': '이의신청과 보고서 보기',

  'watch.recheck.whyLienDate': '{year} 과세연도의 가치가 정해지는 유치권 기준일, 1월 1일',
  'watch.recheck.whySalesIn':
    '위원회가 {year}년 가치에 반영하는 마지막 매매인 {year}년 3월 31일까지의 매매(R&T §402.5)가 이제 등기되었습니다',
  'watch.recheck.whyWindowOpens': '{year}년 정기 이의신청 기간이 7월 2일에 열립니다',
  'watch.recheck.lead': 'Homie가 {date}에 이 주택을 다시 분석했으며({why}), 결과가 바뀌었습니다.',
  'watch.recheck.notKnown': '알 수 없음',
  'watch.recheck.sales': '{count}건의 비교 매매, {year}년 1월 1일 기준으로 시점 조정',
  'watch.recheck.salesSold':
    '{from}부터 {to}까지 매매된 {count}건의 비교 매매, {year}년 1월 1일 기준으로 시점 조정',
  'watch.recheck.noSales': '아직 비교 매매를 찾지 못했습니다',
  'watch.recheck.verdictOverpaying': '세금을 과다 납부하고 있습니다',
  'watch.recheck.verdictGoodShape': '{year}년에는 문제가 없습니다',
  'watch.recheck.verdictTooClose': '판단하기에는 차이가 너무 작습니다',
  'watch.recheck.verdictUnknown': '아직 절감액을 계산할 수 없습니다',
  'watch.recheck.told': '{heading}({year}): {saving}',
  'watch.recheck.toldGoodShape': '{heading}: {saving}',
  'watch.recheck.savingUnknown': '연간 절감액을 계산할 수 없었습니다',
  'watch.recheck.saving': '연간 {amount} 절감 가능',
  'watch.recheck.noSaving': '절감액 없음',
  'watch.recheck.before': '이전: {told}',
  'watch.recheck.now': '현재: {told}',
  'watch.recheck.assessed': '평가액: {amount}.',
  'watch.recheck.assessedNote': '평가액: {amount}. {note}',
  'watch.recheck.market': '시장 가치 추정: {amount}, 근거: {sales}',
  'watch.recheck.marketRange': '시장 가치 추정: {amount}(범위 {low}~{high}), 근거: {sales}',
  'watch.recheck.savingNoTax': '절감액: 고지서의 세액이 없어 계산하지 않았습니다',
  'watch.recheck.savingRule':
    '절감액: 실효 세율 {rate}%(연간 세액을 총 평가액으로 나눈 값)에 평가액과 시장 가치 추정의 차이를 곱한 값',
  'watch.recheck.savingRuleNote':
    '절감액: 실효 세율 {rate}%(연간 세액을 총 평가액으로 나눈 값. {note})에 평가액과 시장 가치 추정의 차이를 곱한 값',
  'watch.recheck.subject': '{address}({county} 카운티)의 {year}년 새 수치: {heading}',
  'watch.recheck.subjectSaving': '{address}({county} 카운티)의 {year}년 새 수치: {heading}, 연간 약 {amount}',
  'watch.recheck.act': 'Homie에서 주택을 다시 분석하여 비교 매매를 확인하세요',
  'report.section.filing': '제출 장소와 기한',
  'report.section.nextSteps': '다음 단계',
  'report.filing.lienDate': '유치권 기준일(가치 기준일)',
  'report.filing.period': '정기 신청 기간',
  'report.filing.periodValue': '{opens}부터 {closes}까지',
  'report.filing.fee': '처리 수수료',
  'report.filing.fileWith': '제출처',
  'report.filing.unverified': '{board}(주소가 아직 확인되지 않았습니다: 서기에게 확인하세요)',
  'report.filing.informal': '무료 비공식 검토',
  'report.fee.none': '신청 수수료 없음',
  'report.fee.ask': '현재 수수료는 서기에게 문의하세요',
  'report.fee.amount': '{amount}',
  'report.fee.unconfirmed': '{amount}(미확인)',
  'report.footer': '이의신청 보고서 - {address} - {county} 카운티 - {date} 작성 - {pages}쪽 중 {page}쪽',
  'report.step.informalTitle': '먼저 무료 비공식 검토를 요청하세요',
  'report.step.informalDetail':
    '{name}. 평가관의 검토는 비용이 들지 않으며 심리 없이 가치를 낮출 수 있지만, 정식 신청 기한을 연장하지는 않습니다.',
  'report.step.fileTitle': '{opens}부터 {closes} 사이에 정식 이의신청을 제출하세요',
  'report.step.fileNoticeTitle':
    '{closes}까지 {type, select, supplemental {추가 평가} escape {누락 평가(escape)} roll_change {과세대장 변경} calamity {재해 재평가} other {가산금 평가}}에 대한 이의신청을 제출하세요',
  'report.step.fileDetail':
    '이의신청서에서 {form}을(를) 생성하고, 모든 항목을 확인하고, 확인서에 잉크로 서명한 뒤 {board}, {address}(으)로 우편 발송하거나 직접 제출하세요. {fee} 마지막 날까지의 소인이 찍힌 신청서는 기한 내 제출로 인정됩니다. 신청서 하나는 필지 하나와 과세연도 하나에 해당합니다.',
  'report.step.feeNone': '{county} 카운티는 신청 수수료를 받지 않습니다.',
  'report.step.feeAsk': '처리 수수료가 적용되는지, 금액이 얼마인지 위원회 서기에게 확인하세요.',
  'report.step.feeAmount': '신청서마다 {amount}의 처리 수수료를 내야 합니다(신청서 하나에 필지 하나).',
  'report.step.taxTitle': '재산세는 계속 납부하세요',
  'report.step.taxDetail':
    '이의신청은 세금 고지서를 미루지 않습니다: 각 회차를 기한 내에 납부하세요. 위원회가 가치를 낮추면 카운티가 차액을 환급합니다.',
  'report.step.hearingTitle': '심리를 준비하세요',
  'report.step.hearingDetail':
    '위원회는 결정까지 2년의 기간이 있으며 최소 45일 전에 심리를 통지합니다. 이 보고서, 비교 매매 사본, {valueDate} 당시 주택 상태를 보여 주는 날짜가 적힌 사진을 지참하세요: 심리에서 제출된 증거만 인정됩니다. 위원회는 가치를 낮출 수도, 높일 수도 있습니다.',
  'report.step.januaryFirst': '1월 1일',

  'report.kit.heading.baseYear': '기준연도 가치 이의신청 가능(R&T §80(a)(3))',
  'report.kit.heading.copies': '심리용 사본',
  'report.kit.heading.exchange': '평가관과의 정보 교환(선택)',
  'report.kit.heading.kit': '심리 준비 자료: 제출부터 심리까지',
  'report.kit.heading.letter': '바로 보낼 수 있는 정보 교환 서한',
  'report.kit.heading.outline': '무엇을 말할지: 한 쪽 개요',
  'report.kit.heading.rebuttals': '평가관의 흔한 답변과 그에 대한 당신의 답변',
  'report.kit.heading.stipulation': '합의(stipulation)와 취하',
  'report.baseYear.argues':
    '기준연도 이의신청은 구입 시 정해진 가치가 잘못되었다고 주장합니다. 구입 가격은 시장가치로 추정되므로(R&T §110(b)), 이의신청에서는 그렇지 않은 이유를 보여야 합니다. 예를 들어 가격에 개인 재산(가구 등 부동산에 속하지 않는 물건)이 포함되었거나, 매매가 독립된 당사자 간 거래가 아니었던 경우(친척 간 거래, 또는 팔거나 사야 한다는 압박 속의 거래)입니다.',
  'report.baseYear.bought':
    '귀하는 {date}에 이 주택을 {price}에 구입했습니다. 그 구입으로 주택의 기준연도 가치가 정해졌고, {enrolled}년 1월 1일 과세대장에 처음 올랐습니다. 기준연도 가치는 그 과세연도와 이후 3개 과세연도의 정규 제출 기간, 즉 {enrolled}년부터 {last}년까지 이의신청할 수 있습니다(California Revenue and Taxation Code §80(a)(3)).',
  'report.baseYear.different':
    '이는 {year}년 1월 1일의 시장가치를 물가 계수로 조정한 기준연도 가치와 비교하는 가치 하락 이의신청과는 다른 주장입니다(R&T §51). 신청서에서 기준연도 이의신청은 사유 B(소유권 변경: 기준연도 가치가 잘못됨)이고, 가치 하락은 사유 A입니다. 증거가 뒷받침하는 사유에 표시하세요.',
  'report.baseYear.lastYear':
    '{year} 과세연도가 이의신청할 수 있는 마지막 해입니다. 올해 정규 제출 기간이 끝나면 기준연도 가치는 확정됩니다.',
  'report.kit.copies.ask':
    '위원회 서기({board})에게 위원회가 증거 사본을 몇 부 원하는지, 심리 전에 받기를 원하는지 문의하세요. {county} 위원회의 부수에 대한 출처가 없습니다. 카운티 규정이 아닌 Homie의 제안: 서한, 조정표, 매매 자료, 사진을 최소 {count}세트 가져가세요(위원 한 명당 한 세트, 평가관 대리인용 한 세트, 본인용 한 세트).',
  'report.kit.copies.board':
    '{board}는 제시하는 증거의 사본 {count}부를 요구합니다({source}, {checked} 확인). 본인용으로 한 부를 더 가져가고, 위원회가 심리 전에 받기를 원하는지 서기에게 문의하세요.',
  'report.kit.intro':
    '신청서 제출부터 위원회 결정까지 해야 할 일입니다. 수치는 귀하의 보고서에서 가져왔습니다. 여기 있는 어떤 내용도 결과를 약속하지 않습니다. 위원회는 증거에 따라 결정하며 가치를 올릴 수도 있습니다.',
  'report.kit.label.send': '보낼 자료',
  'report.kit.label.stipulation': '합의(stipulation)',
  'report.kit.label.when': '시기',
  'report.kit.label.withdrawal': '취하',
  'report.kit.letterNote':
    '빈칸(날짜, 서기 통지서의 신청 번호와 심리일, 평가관 주소)을 채우고 서명한 뒤, 조정표를 동봉하여 평가관에게 우편으로 보내고 위원회 서기에게 사본을 보내세요. 서한은 영어로 되어 있습니다. 평가관이 읽기 때문입니다.',
  'report.kit.outline.appeal':
    '이의신청: {address}({parcel})의 {year}년 가치입니다. 과세대장상의 가치는 {assessed}이며, {date} 기준 시장가치에 대한 제 의견은 {opinion}입니다.',
  'report.kit.outline.closest':
    '가장 비슷한 매매: {address}, {date}에 {price}에 매매됨. 이 주택에 맞게 조정하면 {adjusted}입니다{weighted, select, yes {(조정표에서 가중치가 가장 큼: {weight}%{grossed, select, yes {, 총 조정률 {gross}%} other {}})} other {}}.',
  'report.kit.outline.condition':
    '매매가 보여 주지 않는 것: 평가 기준일의 주택 상태를 날짜가 찍힌 사진, 수리 견적서 또는 점검 보고서로 보여 주세요.',
  'report.kit.outline.difference':
    '차이: 과세대장의 {assessed}은 제 의견 {opinion}보다 {gap}({pct}%) 높습니다.',
  'report.kit.outline.evidenceGrid':
    '증거: 비교 주택 매매 {count, plural, other {#건}}{dated, select, yes {({from}부터 {to} 사이에 완료)} other {}}이며, 각각 {date}로 시점을 옮기고 이 주택과의 차이를 달러로 조정했습니다(조정표). 조정된 가격은 {low}부터 {high}까지입니다.',
  'report.kit.outline.evidenceList':
    '증거: 비교 주택 매매 {count, plural, other {#건}}{dated, select, yes {({from}부터 {to} 사이에 완료)} other {}}이며, 보고서에 가격과 함께 나열되어 있습니다.',
  'report.kit.outline.reconciliation':
    '종합: 각 매매를 이 주택과 얼마나 비슷한지, 얼마나 적게 조정했는지에 따라 가중하면 조정표의 종합 가치는 {value}입니다.',
  'report.kit.outline.request':
    '요청: 위원회가 {date} 기준 가치를 {opinion}으로 인정해 주기를 요청합니다. 그런 다음 조정표를 바탕으로 위원회와 평가관의 질문에 답하세요.',
  'report.kit.rebuttal.condition.answer':
    '조정표는 상태를 조정하지 않으므로 상태는 귀하가 제출하는 증거입니다. 평가 기준일 무렵에 찍은 사진, 수리 견적서, 점검 보고서를 준비하세요. 평가 기준일에 사실이었던 것만 설명하세요.',
  'report.kit.rebuttal.condition.objection': '주택 상태가 말씀하신 것보다 좋습니다.',
  'report.kit.rebuttal.different.answer':
    '각 차이(면적, 건축 연수, 침실, 욕실, 대지, 위치)는 조정표에서 근거와 함께 달러로 조정되며, 총 조정률은 각 매매를 얼마나 조정해야 했는지 보여 줍니다. 조정이 가장 적었던 매매가 종합에서 가장 큰 비중을 차지합니다.',
  'report.kit.rebuttal.different.objection': '매매 사례가 이 주택과 다릅니다.',
  'report.kit.rebuttal.far.answer':
    '각 매매가 얼마나 가까운지, 그리고 같은 유형의 주택 중 더 가까운 매매를 찾아보았다고 말하세요. 평가관이 어떤 매매를 사용했는지, 그것이 정말 귀하의 주택과 더 비슷한지 물어보세요. 면적, 건축 연수, 대지, 상태는 거리만큼 중요합니다.',
  'report.kit.rebuttal.far.objection': '매매 사례가 너무 멀리 있습니다.',
  'report.kit.rebuttal.paid.answer':
    '공개 시장에서의 구입 가격은 매매 당일의 시장가치로 추정됩니다(R&T §110(b)). 그날부터 평가 기준일 사이에 무엇이 달라졌는지(인근 매매의 시점 조정), 또는 그 가격이 왜 시장가치가 아니었는지 보여 주세요.',
  'report.kit.rebuttal.paid.objection': '그보다 더 많이 지불하셨습니다.',
  'report.kit.rebuttal.presumption.answer':
    "평가관의 가치는 올바른 것으로 추정되며 소유자가 가치에 대한 증거를 제시합니다(Property Tax Rule 321). 주택 소유자 면제(homeowners' exemption)를 받는 소유자 거주 주택의 경우 추정이 소유자에게 유리할 수 있습니다(R&T §167). 감액을 보장하는 것은 없으며 위원회는 가치를 올릴 수도 있습니다. 증거를 분명하게 제시하고 증거가 사안을 이끌게 하세요.",
  'report.kit.rebuttal.presumption.objection': '위원회가 결정합니다. 평가관이 옳다고 추정됩니다.',
  'report.kit.rebuttal.prop13.answer':
    '과세대장에는 물가 계수로 조정한 기준연도 가치와 1월 1일 시장가치 중 낮은 쪽이 올라갑니다(R&T §51). 심리 전에 평가관에게 조정된 기준연도 가치를 요청하세요. 그 값이 이미 귀하의 가치 의견 이하라면 가치 하락 이의신청으로는 과세대장 가치를 낮출 수 없으며, 취하가 올바른 선택일 수 있습니다.',
  'report.kit.rebuttal.prop13.objection':
    'Proposition 13에 따라 물가 계수로 조정한 기준연도 가치가 어차피 더 낮습니다.',
  'report.kit.rebuttal.timeAdjustment.answer':
    '조정표에는 지수와 각 매매에 적용한 변동이 나와 있습니다. 평가관에게 자체 시점 조정과 그 출처를 요청하세요. 위원회는 둘 다 검토합니다. 평가 기준일에 가까운 매매는 조정이 거의 필요 없으니 그것을 중심으로 삼으세요.',
  'report.kit.rebuttal.timeAdjustment.objection': '시점 조정이 잘못되었습니다.',
  'report.kit.rebuttal.timing.late':
    '{cutoff} 이후에 완료된 매매는 {date} 가치에 포함될 수 없습니다(R&T §402.5). 그런 매매는 제시하는 자료에서 빼세요.',
  'report.kit.rebuttal.timing.objection': '매매 사례가 너무 오래되었거나 너무 늦습니다.',
  'report.kit.rebuttal.timing.onTime':
    '제시하는 모든 매매는 {date} 가치에 매매가 포함될 수 있는 마지막 날인 {cutoff}까지 완료되었으며(R&T §402.5), 각각 조정표에 나온 시점 조정으로 평가 기준일로 옮겨졌습니다.',
  'report.kit.saidInEnglish': '위원회에서 말하는 영어 원문:',
  'report.kit.send.opinion': '{date} 기준 귀하의 가치 의견: {opinion}.',
  'report.kit.send.sales':
    '제시할 매매: 각각 주소(또는 필지 번호), 매매일과 가격, 알고 있다면 매매 조건과 용도지역을 적습니다(Rule 305.1(a)). 아래 서한에는 귀하의 {grid, select, yes {조정표} other {보고서}}에 있는 {count, plural, =1 {매매} other {매매 #건}}이 나열되어 있습니다. 조정표를 동봉하세요.',
  'report.kit.send.to':
    '{county} 카운티 평가관(County Assessor)에게 보내고, 사본을 위원회 서기에게 보내세요(Rule 305.1(a)).',
  'report.kit.stipulationText':
    '심리 전에 평가관이 가치를 제안할 수 있습니다. 귀하와 평가관이 가치에 합의하면 양측이 합의서(stipulation)에 서명하고 위원회에 수락을 요청합니다. 위원회가 수락하면 그것이 해당 과세연도의 가치가 되며 대개 심리 없이 끝나고, 수락하지 않으면 신청은 심리 일정이 잡힙니다(R&T §1607). 2023년 San Mateo에서는 결정된 이의신청 618건 중 603건이 평가관과의 합의로 결정되었습니다. 받아들일 수 있는 가치에만 서명하세요.',
  'report.kit.what.early':
    '직접 시작하면 평가관이 귀하의 증거를 일찍 보게 되고, 평가관이 제시할 매매를 심리 당일이 아니라 심리 전에 받을 수 있습니다.',
  'report.kit.what.exchange':
    '심리 전에 어느 쪽이든 상대방에게 가치 의견의 근거와 제시할 비교 매매를 요청할 수 있습니다. 이를 정보 교환이라고 합니다(California Revenue and Taxation Code §1606; Property Tax Rule 305.1). 선택 사항입니다.',
  'report.kit.what.threshold':
    '평가액이 $100,000를 넘으면 평가관도 교환을 시작할 수 있으며, $100,000 이하이면 귀하만 시작할 수 있습니다(Rule 305.1(a)).',
  'report.kit.when.assessor':
    '평가관이 시작하는 경우: 귀하는 심리 최소 15일 전에 귀하의 의견과 매매로 답합니다.',
  'report.kit.when.proof': '어느 경우든 발송일 증빙을 보관하세요. 소인 날짜가 기준입니다(Rule 305.1(a)).',
  'report.kit.when.start':
    '귀하가 시작하는 경우: 소인이 심리일보다 30일 넘게 앞서도록 우편으로 보내세요(신청서와 함께 제출할 수도 있습니다). 그러면 평가관은 심리 최소 15일 전에 자체 의견과 매매로 답합니다(R&T §1606; Rule 305.1).',
  'report.kit.withdrawalText':
    '심리 전에 위원회 서기에게 서면으로 신청을 취하할 수 있습니다. 그러면 {year}년 가치에 대한 이의신청이 끝나고 과세대장의 가치가 유지됩니다. 심리에 출석하지 않는 것은 취하가 아닙니다. 위원회는 불출석을 이유로 신청을 기각할 수 있습니다. 과세연도마다 신청이 따로 있으므로, 취하하더라도 이후 연도의 가치에 대한 이의신청은 막히지 않습니다.',
  'report.kit.word.noPrice': '가격 미기재',
  'report.kit.word.notAdjusted': '조정되지 않음',
  'report.kit.word.opinionBlank': '{blank}(귀하의 가치 의견)',
  'report.kit.word.theProperty': '해당 부동산',
  'report.kit.word.valueIState': '제가 제시하는 가치',
  'report.kit.word.valueOnNotice': '통지서에 적힌 가치',

  'valueNote.demo': '데모 데이터: 가상의 주택에 대해 생성된 수치이며, 카운티 기록이 아닙니다.',
  'valueNote.enteredValue': '세금 고지서나 평가 통지서에서 입력하신 평가액입니다.',
  'valueNote.ownerRecordValue': '소유자가 세금 고지서에서 입력한 평가액입니다.',
  'valueNote.rollValue': '카운티 과세대장의 {year}년 가액입니다.',
  'valueNote.rollValueFrom': '카운티 과세대장의 {year}년 가액입니다({from}).',
  'valueNote.source.redfin': '가져온 Redfin 내보내기 파일 기준',
  'valueNote.source.zillow': '가져온 Zillow 내보내기 파일 기준',
  'valueNote.source.reso': '가져온 RESO 내보내기 파일 기준',
  'valueNote.source.laAssessor': 'Los Angeles 카운티 평가관의 과세대장 기준',
  'valueNote.source.rollCsv': '가져온 카운티 과세대장 기준',
  'valueNote.source.rentcast': 'RentCast 부동산 기록 기준',
  'valueNote.source.mls': '중개회사의 MLS 기준',
  'valueNote.source.other': '{source} 기준',
  'valueNote.prop13AfterLien':
    '카운티의 수치가 아닌 추정치입니다: {date}에 {price}에 이루어진 {byOwner, select, yes {귀하의 매입} other {최근 매매}}은(는) {year}년 1월 1일 과세 기준일 이후이므로 {year}년 과세대장에는 아직 이전 소유자의 가액이 올라 있습니다. 매입 가격은 {baseYear}년 과세대장부터 기준 가액이 됩니다(그 사이의 기간은 추가 고지서로 부과됩니다). 세금 고지서의 가액을 입력하시면 이 추정치를 대체합니다.',
  'valueNote.prop13':
    '카운티의 수치가 아닌 추정치입니다: {date}에 {price}에 이루어진 {byOwner, select, yes {귀하의 매입} other {최근 매매}}을(를) Prop 13 기준 가액으로 하여, 연간 물가 상승 계수(연 최대 2%)를 적용해 {year}년 과세대장까지 올린 값입니다(×{factor} = {value}).',
  'valueNote.prop8': '1월 1일 기준 시장 가치가 더 낮으므로 Prop 8에 따라 {value}(으)로 제한됩니다.',
  'valueNote.replace': '세금 고지서의 가액을 입력하시면 이 추정치를 대체합니다.',
  'valueNote.enteredTax': '고지서에서 입력하신 연간 세액입니다.',
  'valueNote.billTax': '카운티의 {year}년 세금 고지서입니다.',
  'valueNote.rateTax':
    '추정치: 평가액{exemption, select, none {} other {에서 주택 소유자 면제액 {exemption}을(를) 뺀 금액}} × {county} 카운티의 일반 세율 {rate}(1% 기본 세율과 유권자가 승인한 채무 상환분). 실제 고지서의 세율과 고정 부과금은 다를 수 있습니다.',
  'report.note.estimatedAssessed':
    '저희가 가진 평가액은 Prop 13에 따른 추정치일 뿐입니다. 세금 고지서나 평가 통지서에 인쇄된 가액을 이의신청서에 입력하시면 서한에 반영됩니다.',
  'report.note.recentPurchase':
    '귀하는 {date}에 이 주택을 {price}에 매입하셨으며, 이는 평가액 {assessed} 이상입니다. 위원회는 공개 시장에서 이루어진 매입 가격을 시장 가치로 추정하므로(California Revenue and Taxation Code §110(b)), 서한은 가치 의견을 귀하가 직접 기재하도록 비워 둡니다. 매입 이후 가치가 떨어졌다는 증거와 함께 기재하세요.',
  'report.note.notBelowAssessed':
    '저희가 추정한 시장 가치 {estimate}은(는) 평가액 {assessed}보다 낮지 않습니다. 매매 사례가 더 낮은 가치를 뒷받침하지 않습니다. 그래도 이의신청하신다면, 서한은 가치 의견을 귀하가 직접 증거와 함께 기재하도록 비워 둡니다.',
  'report.note.fewComparables':
    '이 부동산에 대해 이의신청 위원회가 인정하는 기준을 충족한 비교 매매는 {count, plural, other {#건}}뿐입니다. {plan} 요금제는 시장에 사례가 있을 때 {min}~{max}건을 포함합니다.',
  'report.note.noticeOpen':
    '{type} 이의신청: {closes}까지 제출하세요. 통지서가 {mailed}에 발송된 뒤 {sixMonths, select, yes {6개월} other {60일}}입니다({sixMonths, select, yes {R&T §170} other {R&T §1605}}). 이 이의신청은 {valueDate} 기준 가치를 다툽니다.',
  'report.note.noticeClosed':
    '이 {type} 통지서의 이의신청 기간은 {mailed} 발송 후 {sixMonths, select, yes {6개월} other {60일}}인 {closes}에 종료되었습니다({sixMonths, select, yes {R&T §170} other {R&T §1605}}). 지금 신청하면 기한을 넘기므로 Homie는 준비하지 않습니다.',
  'report.note.noticeType.supplemental': '추가 평가',
  'report.note.noticeType.escape': '누락 평가(escape)',
  'report.note.noticeType.rollChange': '과세대장 변경',
  'report.note.noticeType.calamity': '재해 재평가',
  'report.note.noticeType.penalty': '가산금 평가',
  'report.note.supplementalPurchase':
    '위원회는 공개 시장에서 이루어진 매입 가격을 그 날짜의 시장 가치로 추정합니다(California Revenue and Taxation Code §110(b)). 평가 기준일에 주택을 매입하셨다면 추가 평가액은 보통 그 가격이며, 귀하의 증거는 그것이 왜 시장 가치가 아니었는지 보여야 합니다(예: 가구나 다른 개인 재산이 포함되었거나, 독립 당사자 간 거래가 아니었던 경우).',
  'report.note.periodClosed':
    '{county} 카운티의 {year}년 제출 기간은 {closes}에 종료되었습니다. 지금 제출하는 {year}년 가액에 대한 신청은 통지서에 대한 답변이 아닌 한 기한을 넘긴 것입니다. 다음 기간은 {opens}부터 {nextCloses}까지이며, {salesUntil}까지의 매매를 반영하여 {valueDay} 기준 가치를 다룹니다.',
  'report.note.noticePreliminary':
    '예비본: 평가 기준일로부터 90일 후인 {cutoff}까지 종결되는 매매는 여전히 {valueDate} 기준 가치의 증거가 됩니다(California Revenue and Taxation Code §402.5). 따라서 이 자료에는 아직 모든 매매가 담기지 않았을 수 있습니다. 기한이 허락하면 제출 전에 분석을 다시 실행하고 자료를 다시 내려받으세요.',
  'report.note.preliminary':
    '예비본: {salesUntil}까지 종결되는 매매는 여전히 {valueDay} 기준 가치의 증거가 됩니다(California Revenue and Taxation Code §402.5). 따라서 이 자료에는 아직 모든 매매가 담기지 않았을 수 있습니다. {after} 이후 제출 전에 분석을 다시 실행하고 자료를 다시 내려받으세요. 관심 주택은 {recheck}에 자동으로 다시 확인됩니다.',
  'report.note.opinionOutsideGrid':
    '귀하의 가치 의견 {opinion}은(는) 첨부된 조정표의 모든 조정 가격({low}~{high}, 조정 결과 {reconciled})보다 {relation, select, below {낮습니다} other {높습니다}}. 위원회는 평가관의 가액이 옳다고 추정하고 귀하가 주장하는 가치의 증거를 요구합니다. 이를 뒷받침하는 증거를 준비하시거나, 조정표의 가치를 기재하세요.',
  'report.note.homeownersExemption':
    '귀하의 주택은 주택 소유자 면제를 받고 있으며 귀하의 주 거주지입니다. 서한은 심리에서의 추정이 귀하에게 유리하다고 밝힙니다(California Revenue and Taxation Code §167; Property Tax Rule 321(d)). 면제가 표시된 세금 고지서를 지참하시고, 평가관의 모든 정보 요청에 답하세요. 추정은 정보를 제공한 소유자에게만 적용됩니다.',
  'report.note.boardUnverified':
    '{county} 카운티 위원회의 제출 주소는 아직 확인되지 않았습니다. 우편 발송 전에 서기에게 확인하세요.',
  'report.note.demo':
    '데모 데이터: 이 보고서는 생성된 데모 주택과 매매로 만들어졌으며, 카운티 기록이 아닙니다. 제출하지 마세요.',
  'report.note.completeForm': '이의신청서를 작성하면 서한에 이름과 연락처가 들어갑니다.',
  'report.html.title': '이의신청 서신 - {address}',
  'report.html.heading': '이의신청 보고서 - {county} 카운티',
  'report.note.line': '참고: {note}',
};
