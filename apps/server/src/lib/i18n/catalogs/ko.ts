import type { MailMessageId } from './en.ts';
import { tourKo } from './tour/ko.ts';

/** The e-mails in Korean (decision 263: translated sentence by sentence; English governs). */
export const ko: Record<MailMessageId, string> = {
  // The camera tour's reply (decision 270), in its own file
  ...tourKo,

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
};
