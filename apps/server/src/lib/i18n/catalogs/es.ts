import type { MailMessageId } from './en.ts';
import { tourEs } from './tour/es.ts';

/** The e-mails in Spanish (decision 263: translated sentence by sentence from English, which governs). */
export const es: Record<MailMessageId, string> = {
  // The camera tour's reply (decision 270), in its own file
  ...tourEs,

  'reset.subject': 'Restablezca su contraseña de Homie',
  'reset.greeting': 'Hola, {firstName}:',
  'reset.asked':
    'Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de Homie. Abra este enlace para elegir una nueva:',
  'reset.rule':
    'El enlace funciona una sola vez, dentro de {minutes} minutos. Al establecer una contraseña nueva se cierra su sesión en todas partes.',
  'reset.ignore': 'Si usted no lo pidió, ignore este correo: su contraseña sigue igual.',

  'checkout.productName': 'Plan {plan} de Homie',
  'checkout.productDescription': 'Paquete de apelación del impuesto predial de California, pago único',
  'receipt.subject': 'Su recibo de Homie: plan {plan}',
  'receipt.thanks': 'Gracias por su pedido.',
  'receipt.plan': 'Plan: {plan}',
  'receipt.paid': 'Pagado: {amount}',
  'receipt.paidOn': 'Pagado: {amount} el {date}',
  'receipt.order': 'Pedido: {id}',
  'receipt.account':
    'Su formulario de apelación, su carta y sus documentos están en su cuenta. Inicie sesión y abra:',
  'receipt.guest':
    'Su formulario de apelación, su carta y sus documentos: este enlace abre su pedido en cualquier navegador. Guarde este correo y no comparta el enlace: quien lo tenga puede abrir su pedido. Al usarlo se cierra la sesión del navegador en el que pagó.',

  'letter.subject': 'Su carta de apelación del impuesto sobre la propiedad del condado de {county}',
  'letter.intro':
    'Aquí está su carta de apelación para {address}. El informe completo, con sus ventas comparables, el período de presentación y los próximos pasos, va adjunto en PDF.',
  'letter.englishNote': 'La carta está en inglés, el idioma que lee la junta.',
  'letter.confirm.subject': 'Confirme adónde enviar su carta de apelación de Homie',
  'letter.confirm.asked':
    'Alguien que compró un paquete de apelación del impuesto sobre la propiedad de Homie nos pidió enviar por correo electrónico su carta de apelación a esta dirección.',
  'letter.confirm.link': 'Si fue usted, abra este enlace y confirme: {link}',
  'letter.confirm.rule':
    'El enlace funciona una sola vez, dentro de 24 horas. Si usted no lo pidió, ignore este correo: no se enviará nada más.',

  'watch.footer.why': 'Recibe este correo porque esta dirección pidió a Homie vigilar esta vivienda.',
  'watch.footer.stop': 'Detenga todos los recordatorios y quite todas las viviendas vigiladas: {page}',
  'watch.footer.stopMailto':
    'Detenga todos los recordatorios y quite todas las viviendas vigiladas: {page} (o escriba a {mailto} con el asunto "unsubscribe")',
  'watch.footer.unsubscribe':
    'Cancelar la suscripción: detener todos los recordatorios y quitar todas las viviendas vigiladas',

  'watch.confirm.subject': 'Confirme sus recordatorios para {address}',
  'watch.confirm.intro':
    'Alguien, esperamos que usted, pidió a Homie recordar a esta dirección las fechas de apelación del impuesto sobre la propiedad de {address} (condado de {county}).',
  'watch.confirm.act':
    'Confirme su dirección para empezar los recordatorios (el enlace funciona durante 7 días):',
  'watch.confirm.ignore':
    'Si no fue usted, ignore este correo: no se enviará nada más y la solicitud se borrará.',
  'watch.confirm.button': 'Confirmar mi dirección',

  'watch.when': '{days, plural, =0 {hoy} =1 {mañana} other {dentro de {days} días}}',
  'watch.line.home': 'Vivienda: {address}',
  'watch.line.county': 'Condado: condado de {county}',
  'watch.line.rollYear': 'Año del registro: {year} (el valor al 1 de enero de {year})',
  'watch.act.appeal': 'Vea la situación de la vivienda y prepare la apelación',
  'watch.act.request': 'Vea la situación de la vivienda y prepare la solicitud',

  'watch.window.subjectOpen':
    'El período de apelación de {year} está abierto para {address} (condado de {county}): presente antes del {date}',
  'watch.window.subjectCloses':
    'El período de apelación de {year} para {address} (condado de {county}) cierra {when}, el {date}',
  'watch.window.leadOpen':
    'El período ordinario de apelación de {year} del condado de {county} se abrió el {date}.',
  'watch.window.leadCloses':
    'El período ordinario de apelación de {year} del condado de {county} cierra {when}.',
  'watch.window.lastDay': 'Último día para presentar ante la Junta de Apelaciones de Tasación: {date}',
  'watch.window.informalFrom':
    'El Tasador del condado de {county} también hace una revisión informal gratuita ({name}) desde el {opens} hasta {approximate, select, yes {aproximadamente el {closes}} other {el {closes}}}; no extiende el plazo para presentar ante la junta.',
  'watch.window.informal':
    'El Tasador del condado de {county} también hace una revisión informal gratuita ({name}) hasta {approximate, select, yes {aproximadamente el {closes}} other {el {closes}}}; no extiende el plazo para presentar ante la junta.',

  'watch.informal.subjectOpen':
    'La revisión informal gratuita de {year} del tasador está abierta para {address} (condado de {county})',
  'watch.informal.subjectOpenUntil':
    'La revisión informal gratuita de {year} del tasador está abierta para {address} (condado de {county}): hasta {approximate, select, yes {aproximadamente el {closes}} other {el {closes}}}',
  'watch.informal.subjectCloses':
    'La revisión informal gratuita de {year} del tasador para {address} (condado de {county}) termina {when}, {approximate, select, yes {aproximadamente el {closes}} other {el {closes}}}',
  'watch.informal.leadOpen':
    'La revisión informal gratuita de {year} del Tasador del condado de {county} se abrió el {date}.',
  'watch.informal.leadCloses':
    'La revisión informal gratuita de {year} del Tasador del condado de {county} termina {when}.',
  'watch.informal.review': 'La revisión: {name}',
  'watch.informal.opens': 'Se abre: {date}',
  'watch.informal.lastDay':
    'Último día: {approximate, select, yes {aproximadamente el {date}} other {{date}}}',
  'watch.informal.free':
    'El tasador vuelve a revisar el valor gratis; esto no extiende el plazo para presentar una apelación ante la Junta de Apelaciones de Tasación.',
  'watch.informal.dates': 'Fechas: el período de revisión publicado por el Tasador del condado de {county}.',
  'watch.informal.datesApproximate':
    'Fechas: el período de revisión publicado por el Tasador del condado de {county} (el condado lo da como aproximado: consulte con el tasador).',

  'watch.notice.label':
    '{kind, select, supplemental {Aviso de tasación suplementaria} escape {Aviso de tasación omitida (escape)} other {Aviso de cambio en el registro}}',
  'watch.notice.labelInSentence':
    '{kind, select, supplemental {aviso de tasación suplementaria} escape {aviso de tasación omitida (escape)} other {aviso de cambio en el registro}}',
  'watch.notice.subject': 'El plazo para apelar su {label} termina {when}: {deadline}, {address}',
  'watch.notice.lead':
    'Los 60 días para apelar el {label} que recibió para {address} terminan {when}, el {deadline}.',
  'watch.notice.line': 'Aviso: {label}, enviado por correo el {date}',
  'watch.notice.rollYear':
    'Año del registro y fecha del valor: los impresos en el aviso (una tasación suplementaria se valora a la fecha de la compra o de la nueva construcción, R&T §75.8)',
  'watch.notice.lastDay':
    'Último día para presentar ante la Junta de Apelaciones de Tasación del condado de {county}: {date}',
  'watch.notice.rule':
    'Regla: 60 días desde la fecha de envío del aviso (R&T §1605(b)); un último día que cae en fin de semana pasa al lunes. Si la oficina de la junta está cerrada ese día, pregunte a su secretario.',

  'watch.hearing.subject': 'Su audiencia de apelación es {when}: {date}, {address}',
  'watch.hearing.lead':
    'La Junta de Apelaciones de Tasación del condado de {county} escucha su apelación para {address} {when}, el {date}.',
  'watch.hearing.line':
    'Audiencia: {date} (la fecha que usted anotó del aviso de audiencia de la junta; el aviso indica la hora y la sala)',
  'watch.hearing.bring':
    'Traiga: el informe de apelación y sus pruebas (la junta pide copias: vea en su aviso cuántas) y sus notas sobre la vivienda.',
  'watch.hearing.exchange':
    'Un intercambio de información con el tasador debía iniciarse 30 días antes de la audiencia (R&T §1606); sin él, las pruebas que traiga se escuchan igualmente.',
  'watch.hearing.act': 'Vea su apelación y su informe',

  'watch.recheck.whyLienDate':
    'la fecha de gravamen, el 1 de enero, cuando se fija el valor del año del registro {year}',
  'watch.recheck.whySalesIn':
    'las ventas hasta el 31 de marzo de {year}, las últimas que una junta considera para el valor de {year} (R&T §402.5), ya están registradas',
  'watch.recheck.whyWindowOpens': 'el período ordinario de apelación de {year} se abre el 2 de julio',
  'watch.recheck.lead':
    'Homie volvió a hacer el análisis de esta vivienda el {date} ({why}), y la respuesta cambió.',
  'watch.recheck.notKnown': 'desconocido',
  'watch.recheck.sales': '{count} ventas comparables, ajustadas en el tiempo al 1 de enero de {year}',
  'watch.recheck.salesSold':
    '{count} ventas comparables vendidas del {from} al {to}, ajustadas en el tiempo al 1 de enero de {year}',
  'watch.recheck.noSales': 'aún no se encontraron ventas comparables',
  'watch.recheck.verdictOverpaying': 'Está pagando de más',
  'watch.recheck.verdictGoodShape': 'Está bien en {year}',
  'watch.recheck.verdictTooClose': 'Está demasiado reñido para decidir',
  'watch.recheck.verdictUnknown': 'Aún no pudimos calcular su ahorro',
  'watch.recheck.told': '{heading} ({year}): {saving}',
  'watch.recheck.toldGoodShape': '{heading}: {saving}',
  'watch.recheck.savingUnknown': 'no se pudo calcular el ahorro anual',
  'watch.recheck.saving': 'un posible ahorro de {amount} al año',
  'watch.recheck.noSaving': 'sin ahorro',
  'watch.recheck.before': 'Antes: {told}',
  'watch.recheck.now': 'Ahora: {told}',
  'watch.recheck.assessed': 'Valor tasado: {amount}.',
  'watch.recheck.assessedNote': 'Valor tasado: {amount}. {note}',
  'watch.recheck.market': 'Estimación del valor de mercado: {amount}, a partir de {sales}',
  'watch.recheck.marketRange':
    'Estimación del valor de mercado: {amount} (rango de {low} a {high}), a partir de {sales}',
  'watch.recheck.savingNoTax': 'Ahorro: no se calcula sin el impuesto de su factura',
  'watch.recheck.savingRule':
    'Ahorro: la tasa efectiva del impuesto, {rate} % (el impuesto anual sobre la tasación total), por el valor tasado menos la estimación del valor de mercado',
  'watch.recheck.savingRuleNote':
    'Ahorro: la tasa efectiva del impuesto, {rate} % (el impuesto anual sobre la tasación total; {note}), por el valor tasado menos la estimación del valor de mercado',
  'watch.recheck.subject': 'Nuevas cifras de {year} para {address} (condado de {county}): {heading}',
  'watch.recheck.subjectSaving':
    'Nuevas cifras de {year} para {address} (condado de {county}): {heading}, unos {amount} al año',
  'watch.recheck.act': 'Analice de nuevo la vivienda en Homie para ver las ventas comparables',
  'report.section.filing': 'DÓNDE Y CUÁNDO PRESENTAR',
  'report.section.nextSteps': 'PRÓXIMOS PASOS',
  'report.filing.lienDate': 'Fecha de gravamen (fecha del valor)',
  'report.filing.period': 'Período ordinario de presentación',
  'report.filing.periodValue': 'del {opens} al {closes}',
  'report.filing.fee': 'Cuota de trámite',
  'report.filing.fileWith': 'Presentar ante',
  'report.filing.unverified': '{board} (dirección aún no verificada: confírmela con el secretario)',
  'report.filing.informal': 'Revisión informal gratuita',
  'report.fee.none': 'Sin cuota de presentación',
  'report.fee.ask': 'Pregunte al secretario por la cuota vigente',
  'report.fee.amount': '{amount}',
  'report.fee.unconfirmed': '{amount} (sin confirmar)',
  'report.footer':
    'Informe de apelación - {address} - condado de {county} - preparado el {date} - página {page} de {pages}',
  'report.step.informalTitle': 'Pida primero la revisión informal gratuita',
  'report.step.informalDetail':
    '{name}. La revisión del Tasador no cuesta nada y puede bajar el valor sin audiencia, pero no extiende el plazo de la presentación formal.',
  'report.step.fileTitle': 'Presente la apelación formal entre el {opens} y el {closes}',
  'report.step.fileNoticeTitle':
    'Presente la apelación de la {type, select, supplemental {tasación suplementaria} escape {tasación omitida (escape)} roll_change {modificación del registro} calamity {nueva tasación por calamidad} other {tasación de multa}} a más tardar el {closes}',
  'report.step.fileDetail':
    'Genere el {form} desde el formulario de apelación, revise cada dato, firme la certificación con tinta y envíelo por correo o entréguelo a {board}, {address}. {fee} Una solicitud con matasellos del último día llega a tiempo. Una solicitud cubre una parcela y un año del registro.',
  'report.step.feeNone': 'El condado de {county} no cobra cuota de presentación.',
  'report.step.feeAsk': 'Pregunte al secretario de la junta si se aplica una cuota de trámite y cuánto es.',
  'report.step.feeAmount':
    'Se debe pagar una cuota de trámite de {amount} con cada solicitud (una parcela por solicitud).',
  'report.step.taxTitle': 'Siga pagando su impuesto sobre la propiedad',
  'report.step.taxDetail':
    'Una apelación no aplaza la factura del impuesto: pague cada plazo a tiempo. Si la Junta baja el valor, el condado reembolsa la diferencia.',
  'report.step.hearingTitle': 'Prepárese para la audiencia',
  'report.step.hearingDetail':
    'La Junta tiene dos años para decidir y avisa de la audiencia con al menos 45 días de antelación. Traiga este informe, copias de las ventas comparables y fotos fechadas del estado de la vivienda al {valueDate}: solo cuentan las pruebas presentadas en la audiencia. La Junta puede subir un valor además de bajarlo.',
  'report.step.januaryFirst': '1 de enero',
};
