import type { MailMessageId } from './en.ts';
import { sandboxEs } from './sandbox/es.ts';
import { tourEs } from './tour/es.ts';

/** The e-mails in Spanish (decision 263: translated sentence by sentence from English, which governs). */
export const es: Record<MailMessageId, string> = {
  // The camera tour's reply (decision 270), in its own file
  ...tourEs,
  // The checkout pages (issue 55), in their own file
  ...sandboxEs,

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
  'letter.page.title': 'Homie: su carta de apelación',
  'letter.page.confirmHeading': 'Confirme su dirección',
  'letter.page.ask': '¿Enviar la carta de apelación de Homie a {email}?',
  'letter.page.button': 'Confirmar y enviar mi carta',
  'letter.page.ignore': 'Si usted no lo pidió, cierre esta página: no se enviará nada.',
  'letter.page.confirmed': 'Dirección confirmada',
  'letter.page.notSentHeading': 'Carta no enviada',
  'letter.page.sent': '¡Enviada! Su carta de apelación va camino de {to}.',
  'letter.page.queued': 'Su carta de apelación a {to} está en cola y se enviará en breve.',
  'letter.page.linkUnknown':
    'Este enlace de confirmación no es válido. Pida uno nuevo desde la página de confirmación.',
  'letter.page.linkUsed':
    'Esta dirección ya está confirmada. Vuelva a enviar su carta desde la página de confirmación.',
  'letter.page.linkExpired':
    'Este enlace de confirmación ha caducado. Pida uno nuevo desde la página de confirmación.',
  'letter.page.confirmedBut': 'Su dirección está confirmada. {reason}',

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

  'report.kit.heading.baseYear': 'APELACIÓN DEL VALOR DEL AÑO BASE AÚN ABIERTA (R&T §80(a)(3))',
  'report.kit.heading.copies': 'COPIAS PARA LA AUDIENCIA',
  'report.kit.heading.exchange': 'INTERCAMBIO DE INFORMACIÓN CON EL TASADOR (OPCIONAL)',
  'report.kit.heading.kit': 'MATERIAL PARA LA AUDIENCIA: ENTRE LA PRESENTACIÓN Y LA AUDIENCIA',
  'report.kit.heading.letter': 'CARTA DE INTERCAMBIO, LISTA PARA ENVIAR',
  'report.kit.heading.outline': 'QUÉ DECIR: UN ESQUEMA DE UNA PÁGINA',
  'report.kit.heading.rebuttals': 'LAS RESPUESTAS HABITUALES DEL TASADOR, Y LAS SUYAS',
  'report.kit.heading.stipulation': 'ACUERDO (STIPULATION) Y RETIRO',
  'report.baseYear.argues':
    'Una apelación del año base sostiene que el valor fijado en la compra era incorrecto. Se presume que el precio es el valor de mercado (R&T §110(b)), así que la apelación muestra por qué no lo era: por ejemplo, el precio incluía bienes muebles (muebles u otras cosas que no forman parte del inmueble), o la venta no fue entre partes independientes (entre parientes, o bajo presión para vender o comprar).',
  'report.baseYear.bought':
    'Usted compró la vivienda el {date} por {price}. Esa compra fijó su valor del año base, que figuró por primera vez en el registro del 1 de enero de {enrolled}, y un valor del año base puede apelarse en el período ordinario de presentación de ese año fiscal y de los tres siguientes, de {enrolled} a {last} (California Revenue and Taxation Code §80(a)(3)).',
  'report.baseYear.different':
    'Es un argumento distinto del de una apelación por disminución de valor, que compara el valor de mercado al 1 de enero de {year} con el valor del año base ajustado por el factor de inflación (R&T §51). En la solicitud, una apelación del año base es el motivo B (cambio de titularidad: el valor del año base es incorrecto); una disminución de valor es el motivo A. Marque el motivo que respaldan sus pruebas.',
  'report.baseYear.lastYear':
    'El año fiscal {year} es el último en que puede apelarse: cuando cierre el período ordinario de presentación de este año, el valor del año base quedará firme.',
  'report.kit.copies.ask':
    'Pregunte al secretario de la junta ({board}) cuántas copias de sus pruebas quiere la junta y si las quiere antes de la audiencia: no tenemos una fuente para el número de la junta de {county}. Sugerencia de Homie, no una regla del condado: lleve al menos {count} juegos de la carta, el cuadro, las ventas y las fotos (uno para cada miembro de la junta, uno para el representante del tasador y uno para usted).',
  'report.kit.copies.board':
    '{board} pide {count} copias de las pruebas que presente ({source}, verificado el {checked}). Lleve una más para usted y pregunte al secretario si la junta las quiere antes de la audiencia.',
  'report.kit.intro':
    'Qué hacer entre la presentación de su solicitud y la decisión de la junta. Las cifras son las de su informe. Nada de esto promete un resultado: la junta decide según las pruebas y también puede aumentar un valor.',
  'report.kit.label.send': 'Qué enviar',
  'report.kit.label.stipulation': 'Acuerdo (stipulation)',
  'report.kit.label.when': 'Cuándo',
  'report.kit.label.withdrawal': 'Retiro',
  'report.kit.letterNote':
    'Complete los espacios en blanco (la fecha, su número de solicitud y la fecha de la audiencia que figuran en el aviso del secretario, la dirección del tasador), fírmela y envíela por correo al tasador con copia al secretario de la junta, adjuntando su cuadro de ajustes. La carta está en inglés: la lee el tasador.',
  'report.kit.outline.appeal':
    'La apelación: el valor de {year} de {address} ({parcel}). El valor del registro es {assessed}; mi opinión de su valor de mercado al {date} es {opinion}.',
  'report.kit.outline.closest':
    'La más parecida: {address}, vendida el {date} por {price}; ajustada a esta vivienda, indica {adjusted}{weighted, select, yes {, con el mayor peso en el cuadro ({weight} %{grossed, select, yes {, ajuste bruto {gross} %} other {}})} other {}}.',
  'report.kit.outline.condition':
    'Lo que las ventas no muestran: el estado de la vivienda en la fecha de valoración, con fotos fechadas, presupuestos de reparación o informes de inspección.',
  'report.kit.outline.difference':
    'La diferencia: los {assessed} del registro están {gap} ({pct} %) por encima de mi opinión de {opinion}.',
  'report.kit.outline.evidenceGrid':
    'Las pruebas: {count, plural, one {# venta} other {# ventas}} de viviendas comparables{dated, select, yes { cerradas entre el {from} y el {to}} other {}}, cada una llevada al {date} y ajustada en dólares por sus diferencias con esta vivienda (el cuadro de ajustes). Sus precios ajustados van de {low} a {high}.',
  'report.kit.outline.evidenceList':
    'Las pruebas: {count, plural, one {# venta} other {# ventas}} de viviendas comparables{dated, select, yes { cerradas entre el {from} y el {to}} other {}}, enumeradas en el informe con sus precios.',
  'report.kit.outline.reconciliation':
    'La conciliación: ponderando cada venta según cuánto se parece a esta vivienda y cuán poco hubo que ajustarla, el cuadro concilia en {value}.',
  'report.kit.outline.request':
    'La petición: que la junta determine que el valor al {date} es {opinion}. Luego responda a las preguntas de la junta y del tasador a partir del cuadro.',
  'report.kit.rebuttal.condition.answer':
    'El cuadro no ajusta por el estado, así que el estado es una prueba que aporta usted: fotos tomadas cerca de la fecha de valoración, presupuestos de reparación, un informe de inspección. Describa solo lo que era cierto en la fecha de valoración.',
  'report.kit.rebuttal.condition.objection': 'La vivienda está en mejor estado de lo que usted dice.',
  'report.kit.rebuttal.different.answer':
    'Cada diferencia (tamaño, antigüedad, dormitorios, baños, terreno, ubicación) se ajusta en dólares en el cuadro con su fundamento, y el ajuste bruto muestra cuánto hubo que mover cada venta: las ventas que necesitaron menos cuentan más en la conciliación.',
  'report.kit.rebuttal.different.objection': 'Sus ventas son distintas de esta vivienda.',
  'report.kit.rebuttal.far.answer':
    'Diga a qué distancia está cada venta y que buscó otras más cercanas del mismo tipo de vivienda. Pregunte qué ventas usó el tasador y si de verdad se parecen más a su vivienda: el tamaño, la antigüedad, el terreno y el estado importan tanto como la distancia.',
  'report.kit.rebuttal.far.objection': 'Sus ventas están demasiado lejos.',
  'report.kit.rebuttal.paid.answer':
    'Se presume que el precio de una compra en el mercado abierto es el valor de mercado el día de la venta (R&T §110(b)). Muestre qué cambió entre ese día y la fecha de valoración (el ajuste por tiempo de las ventas cercanas), o por qué el precio no era el valor de mercado.',
  'report.kit.rebuttal.paid.objection': 'Usted pagó más que eso.',
  'report.kit.rebuttal.presumption.answer':
    "Se presume que el valor del tasador es correcto y el propietario aporta pruebas del valor (Property Tax Rule 321); para una vivienda ocupada por su propietario con la exención para propietarios (homeowners' exemption), la presunción puede favorecer al propietario (R&T §167). Nada garantiza una reducción, y la junta también puede aumentar un valor: presente las pruebas con claridad y deje que ellas sostengan el caso.",
  'report.kit.rebuttal.presumption.objection': 'Decide la junta: se presume que el tasador tiene razón.',
  'report.kit.rebuttal.prop13.answer':
    'El registro recoge el menor entre el valor del año base ajustado por el factor de inflación y el valor de mercado al 1 de enero (R&T §51). Pida al tasador el valor del año base ajustado antes de la audiencia: si ya es igual o inferior a su opinión de valor, una apelación por disminución de valor no puede bajar el registro, y retirarla puede ser lo adecuado.',
  'report.kit.rebuttal.prop13.objection':
    'Según la Proposición 13, el valor del año base ajustado es más bajo de todos modos.',
  'report.kit.rebuttal.timeAdjustment.answer':
    'El cuadro indica el índice y el cambio que aplica a cada venta. Pida al tasador su propio ajuste por tiempo y su fuente; la junta sopesa ambos. Las ventas cercanas a la fecha de valoración necesitan poco ajuste, así que apóyese en ellas.',
  'report.kit.rebuttal.timeAdjustment.objection': 'Su ajuste por tiempo es incorrecto.',
  'report.kit.rebuttal.timing.late':
    'Una venta cerrada después del {cutoff} no puede contar para el valor al {date} (R&T §402.5): retire cualquier venta así de lo que presente.',
  'report.kit.rebuttal.timing.objection': 'Sus ventas son demasiado antiguas, o demasiado tardías.',
  'report.kit.rebuttal.timing.onTime':
    'Todas las ventas que presenta se cerraron a más tardar el {cutoff}, el último día en que una venta cuenta para el valor al {date} (R&T §402.5), y cada una se lleva a la fecha de valoración con el ajuste por tiempo que muestra el cuadro.',
  'report.kit.saidInEnglish': 'En inglés, tal como se dice ante la junta:',
  'report.kit.send.opinion': 'Su opinión de valor al {date}: {opinion}.',
  'report.kit.send.sales':
    'Las ventas que presentará: cada una con su dirección (o número de parcela), fecha y precio de venta, y las condiciones de la venta y la zonificación cuando las conozca (Rule 305.1(a)); la carta de abajo enumera {count, plural, =1 {la venta} other {las # ventas}} de su {grid, select, yes {cuadro de ajustes} other {informe}}. Adjunte el cuadro.',
  'report.kit.send.to':
    'Envíela al tasador del condado de {county} (County Assessor), con copia al secretario de la junta (Rule 305.1(a)).',
  'report.kit.stipulationText':
    'Antes de la audiencia, el tasador puede ofrecer un valor. Si usted y el tasador acuerdan uno, ambos firman un acuerdo (stipulation) y se pide a la junta que lo acepte; si lo acepta, ese es el valor para el año fiscal, normalmente sin audiencia, y si no, la solicitud se fija para audiencia (R&T §1607). En San Mateo, en 2023, 603 de las 618 apelaciones resueltas se resolvieron por acuerdo con el tasador. Firme solo un valor que acepte.',
  'report.kit.what.early':
    'Iniciarlo pone sus pruebas ante el tasador con antelación y le permite recibir las ventas que el tasador presentará antes de la audiencia, no durante ella.',
  'report.kit.what.exchange':
    'Antes de la audiencia, cualquiera de las partes puede pedir a la otra el fundamento de su opinión de valor y las ventas comparables que presentará: un intercambio de información (California Revenue and Taxation Code §1606; Property Tax Rule 305.1). Es opcional.',
  'report.kit.what.threshold':
    'Cuando el valor tasado supera los $100,000, el tasador también puede iniciar un intercambio; con $100,000 o menos, solo usted puede hacerlo (Rule 305.1(a)).',
  'report.kit.when.assessor':
    'Si lo inicia el tasador: usted responde con su opinión y sus ventas al menos 15 días antes de la audiencia.',
  'report.kit.when.proof':
    'En ambos casos, conserve un comprobante de la fecha de envío: cuenta el matasellos (Rule 305.1(a)).',
  'report.kit.when.start':
    'Si lo inicia usted: envíelo por correo de modo que el matasellos sea de más de 30 días antes de la audiencia (también puede presentarse junto con su solicitud). El tasador responde entonces con su propia opinión y sus ventas al menos 15 días antes de la audiencia (R&T §1606; Rule 305.1).',
  'report.kit.withdrawalText':
    'Puede retirar la solicitud por escrito ante el secretario de la junta antes de la audiencia: la apelación del valor de {year} termina entonces y el valor del registro se mantiene. No acudir a la audiencia no es un retiro: la junta puede denegar la solicitud por incomparecencia. Cada año fiscal tiene su propia solicitud, así que un retiro no impide apelar el valor de un año posterior.',
  'report.kit.word.noPrice': 'un precio no indicado',
  'report.kit.word.notAdjusted': 'sin ajustar',
  'report.kit.word.opinionBlank': '{blank} (su opinión de valor)',
  'report.kit.word.theProperty': 'la propiedad',
  'report.kit.word.valueIState': 'el valor que indico',
  'report.kit.word.valueOnNotice': 'el valor de su aviso',

  'valueNote.demo':
    'Datos de demostración: una cifra generada para una vivienda inventada, no un registro del condado.',
  'valueNote.enteredValue':
    'El valor tasado que usted ingresó de su factura de impuestos o aviso de tasación.',
  'valueNote.ownerRecordValue': 'El valor tasado que el propietario ingresó de la factura de impuestos.',
  'valueNote.rollValue': 'El valor del registro del condado para {year}.',
  'valueNote.rollValueFrom': 'El valor del registro del condado para {year} ({from}).',
  'valueNote.source.redfin': 'de una exportación de Redfin importada',
  'valueNote.source.zillow': 'de una exportación de Zillow importada',
  'valueNote.source.reso': 'de una exportación RESO importada',
  'valueNote.source.laAssessor': 'del registro del Tasador del Condado de Los Angeles',
  'valueNote.source.rollCsv': 'de un registro del condado importado',
  'valueNote.source.rentcast': 'de los registros de propiedades de RentCast',
  'valueNote.source.mls': 'del MLS de la correduría',
  'valueNote.source.other': 'de {source}',
  'valueNote.prop13AfterLien':
    'Estimación, no la cifra del condado: {byOwner, select, yes {su compra} other {la última venta}} por {price} el {date} fue posterior a la fecha de gravamen del 1 de enero de {year}, así que el registro de {year} todavía lleva el valor del dueño anterior; el precio de compra pasa a ser el valor base a partir del registro de {baseYear} (una factura suplementaria cubre los meses intermedios). Escriba el valor de su factura de impuestos para reemplazarlo.',
  'valueNote.prop13':
    'Estimación, no la cifra del condado: valor base de la Prop 13 a partir de {byOwner, select, yes {su compra} other {la última venta}} por {price} el {date}, aumentado con los factores de inflación anuales (como máximo un 2 % al año) hasta el registro de {year} (×{factor} = {value}).',
  'valueNote.prop8': 'El valor de mercado al 1 de enero es menor, así que la Prop 8 lo limita a {value}.',
  'valueNote.replace': 'Escriba el valor de su factura de impuestos para reemplazarlo.',
  'valueNote.enteredTax': 'El impuesto anual que usted ingresó de su factura.',
  'valueNote.billTax': 'La factura de impuestos del condado para {year}.',
  'valueNote.rateTax':
    'Estimación: el valor tasado{exemption, select, none {} other { menos la exención para propietarios de vivienda de {exemption}}} × la tasa típica del condado de {county} de {rate} (gravamen del 1 % más deuda aprobada por los votantes); la tasa y los cargos fijos de su factura pueden ser distintos.',
  'report.note.estimatedAssessed':
    'El valor tasado que teníamos era solo una estimación según la Prop 13: escriba en el formulario de apelación el valor impreso en su factura de impuestos o aviso de tasación, y pasará a la carta.',
  'report.note.recentPurchase':
    'Usted compró la vivienda el {date} por {price}, un precio igual o superior a su valor tasado de {assessed}. Una junta presume que el precio de una compra en el mercado abierto es el valor de mercado (California Revenue and Taxation Code §110(b)), así que la carta deja que usted declare su opinión de valor, con pruebas de que el valor bajó desde que compró.',
  'report.note.notBelowAssessed':
    'Nuestra estimación del valor de mercado, {estimate}, no es inferior al valor tasado de {assessed}: las ventas no respaldan un valor más bajo. La carta deja que usted declare su opinión de valor, con sus propias pruebas, si aun así apela.',
  'report.note.fewComparables':
    'Solo {count, plural, one {# venta comparable cumplió} other {# ventas comparables cumplieron}} los criterios que aceptan las juntas de apelación para esta propiedad; el plan {plan} incluye de {min} a {max} cuando el mercado las tiene.',
  'report.note.noticeOpen':
    'Apelación de {type}: preséntela a más tardar el {closes}, {sixMonths, select, yes {seis meses} other {60 días}} después del envío del aviso el {mailed} ({sixMonths, select, yes {R&T §170} other {R&T §1605}}). Defiende el valor al {valueDate}.',
  'report.note.noticeClosed':
    'El plazo de apelación de este aviso de {type} terminó el {closes}, {sixMonths, select, yes {seis meses} other {60 días}} después de su envío el {mailed} ({sixMonths, select, yes {R&T §170} other {R&T §1605}}): una solicitud ahora sería tardía, así que Homie no la prepara.',
  'report.note.noticeType.supplemental': 'Tasación suplementaria',
  'report.note.noticeType.escape': 'Tasación omitida (escape)',
  'report.note.noticeType.rollChange': 'Cambio en el registro',
  'report.note.noticeType.calamity': 'Nueva tasación por calamidad',
  'report.note.noticeType.penalty': 'Tasación de multa',
  'report.note.supplementalPurchase':
    'Una junta presume que el precio de una compra en el mercado abierto es el valor de mercado en su fecha (California Revenue and Taxation Code §110(b)): si usted compró la vivienda en la fecha de valoración, el valor suplementario suele ser ese precio, y sus pruebas deben mostrar por qué no era el valor de mercado (por ejemplo, incluía muebles u otros bienes personales, o la venta no fue entre partes independientes).',
  'report.note.periodClosed':
    'El período de presentación de {year} en el condado de {county} cerró el {closes}: una solicitud por el valor de {year} presentada ahora es tardía, salvo que responda a un aviso. El próximo período va del {opens} al {nextCloses} para el valor al {valueDay}, con ventas hasta el {salesUntil}.',
  'report.note.noticePreliminary':
    'Preliminar: las ventas que se cierren hasta el {cutoff}, 90 días después de la fecha de valoración, todavía cuentan como prueba del valor al {valueDate} (California Revenue and Taxation Code §402.5), así que es posible que este paquete aún no las tenga todas. Si su plazo lo permite, vuelva a hacer su análisis y descargue el paquete de nuevo antes de presentarlo.',
  'report.note.preliminary':
    'Preliminar: las ventas que se cierren hasta el {salesUntil} todavía cuentan como prueba del valor al {valueDay} (California Revenue and Taxation Code §402.5), así que es posible que este paquete aún no las tenga todas. Después del {after}, vuelva a hacer su análisis y descargue el paquete de nuevo antes de presentarlo; una vivienda vigilada se vuelve a revisar por usted el {recheck}.',
  'report.note.opinionOutsideGrid':
    'Su opinión de valor, {opinion}, está {relation, select, below {por debajo} other {por encima}} de todos los precios ajustados de la tabla adjunta ({low} a {high}; conciliado {reconciled}). Una junta presume que el valor del tasador es correcto y pide pruebas del valor que usted declara: aporte pruebas que lo respalden, o declare el valor de la tabla.',
  'report.note.homeownersExemption':
    'Su vivienda tiene la exención para propietarios de vivienda y es su residencia principal: la carta indica que la presunción en la audiencia le favorece a usted (California Revenue and Taxation Code §167; Property Tax Rule 321(d)). Lleve una factura de impuestos que muestre la exención y responda a toda solicitud de información del tasador: la presunción se mantiene para el propietario que la ha proporcionado.',
  'report.note.boardUnverified':
    'La dirección de presentación de la junta del condado de {county} aún no se ha verificado: confírmela con el secretario antes de enviar.',
  'report.note.demo':
    'Datos de demostración: este informe se elaboró con viviendas y ventas de demostración generadas, no con registros del condado. No lo presente.',
  'report.note.completeForm':
    'Complete el formulario de apelación para que su nombre y sus datos de contacto figuren en la carta.',
  'report.html.title': 'Carta de apelación - {address}',
  'report.html.heading': 'Informe de apelación - condado de {county}',
  'report.note.line': 'Nota: {note}',
};
