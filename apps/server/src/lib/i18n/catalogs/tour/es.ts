import type { TourMessageId } from './en.ts';

/** The camera tour's reply in Spanish (decision 270: machine-written from English, which governs). */
export const tourEs: Record<TourMessageId, string> = {
  'tour.voice.room': '¡Hola, homie! Esto me parece: **{room}** (con un {percent} de seguridad).',
  'tour.voice.roomBecause':
    '¡Hola, homie! Esto me parece: **{room}** (con un {percent} de seguridad, por {evidence}).',
  'tour.voice.evidencePair': '{first} y {second}',
  'tour.voice.noGuess': '¡Hola, homie! Con esta toma no voy a adivinar qué estancia es.',
  'tour.voice.offlineSees':
    '¡Hola, homie! Sin conexión no sé qué estancia es esta. Veo {objects}, pero eso no me dice de cuál se trata.',
  'tour.voice.offlineNothing':
    '¡Hola, homie! Sin conexión no sé qué estancia es esta. No reconozco nada en esta toma.',
  'tour.voice.unknownRoom': '¡Hola, homie! Con esta toma no puedo saber qué estancia es.',
  'tour.voice.cropped': 'Recorté las franjas negras.',
  'tour.voice.brightened':
    'La aclaré unas {gain} veces para poder verla. Como prueba, una toma más luminosa (luces encendidas, persianas abiertas) mostrará más.',
  'tour.voice.croppedBrightened':
    'Recorté las franjas negras y la aclaré unas {gain} veces para poder verla. Como prueba, una toma más luminosa (luces encendidas, persianas abiertas) mostrará más.',
  'tour.voice.headsUp': '**Atención:** {message} Consejo: {tip}',
  'tour.voice.seen': '**Lo que veo:** {things}.',
  'tour.voice.materials': '**Materiales y acabados:** {things}.',
  'tour.voice.condition': '**Estado:** {rating} ({meaning}).',
  'tour.voice.conditionUnknown': '**Estado:** no se puede evaluar.',
  'tour.voice.issuesHeading': '**Problemas detectados:**',
  'tour.voice.issue': '{description} ({severity})',
  'tour.voice.issueAt': '{description} ({severity}; en la imagen: {location})',
  'tour.voice.appeal': '**Para su apelación:** {note}',
  'tour.voice.nextHeading': '**Fotografíe después:**',
  'tour.voice.checkHeading': '**Vale la pena revisar para su apelación:**',
  'tour.voice.limits': '**Lo que no puedo juzgar:** {limits}',
  'tour.voice.saveView': '¿Ve algo que valga la pena mostrarle al tasador? Guarde esta vista como prueba.',
  'tour.voice.note': 'Nota: {note}',
  'tour.voice.objectLarge': '{object} que ocupa casi toda la imagen',
  'tour.voice.objectAt':
    '{place, select, centre {{object} en el centro} top {{object} en la parte de arriba} bottom {{object} en la parte de abajo} left {{object} a la izquierda} right {{object} a la derecha} upperLeft {{object} arriba a la izquierda} upperRight {{object} arriba a la derecha} lowerLeft {{object} abajo a la izquierda} lowerRight {{object} abajo a la derecha} other {{object}}}',
  'tour.severity.low': 'leve',
  'tour.severity.medium': 'moderado',
  'tour.severity.high': 'grave',

  'tour.room.bathroom': 'baño',
  'tour.room.bedroom': 'dormitorio',
  'tour.room.kitchen': 'cocina',
  'tour.room.living_room': 'sala de estar',
  'tour.room.dining_room': 'comedor',
  'tour.room.office': 'oficina en casa',
  'tour.room.laundry': 'lavadero',
  'tour.room.garage': 'garaje',
  'tour.room.hallway': 'pasillo',
  'tour.room.exterior': 'exterior',
  'tour.room.other': 'otro espacio',

  'tour.rating.C1': 'nuevo, nunca habitado',
  'tour.rating.C2': 'como nuevo, sin mantenimiento pendiente',
  'tour.rating.C3': 'bien mantenido, desgaste normal',
  'tour.rating.C4': 'mantenido de forma adecuada, algo de mantenimiento menor pendiente',
  'tour.rating.C5': 'mantenimiento pendiente evidente, necesita reparaciones',
  'tour.rating.C6': 'daños importantes que afectan a la seguridad o la solidez',

  'tour.object.toilet.some': '{count, plural, one {un inodoro} other {# inodoros}}',
  'tour.object.toilet.the': 'el inodoro',
  'tour.object.sink.some': '{count, plural, one {un lavabo} other {# lavabos}}',
  'tour.object.sink.the': 'el lavabo',
  'tour.object.bed.some': '{count, plural, one {una cama} other {# camas}}',
  'tour.object.bed.the': 'la cama',
  'tour.object.couch.some': '{count, plural, one {un sofá} other {# sofás}}',
  'tour.object.couch.the': 'el sofá',
  'tour.object.tv.some': '{count, plural, one {un televisor} other {# televisores}}',
  'tour.object.tv.the': 'el televisor',
  'tour.object.oven.some': '{count, plural, one {un horno} other {# hornos}}',
  'tour.object.oven.the': 'el horno',
  'tour.object.microwave.some': '{count, plural, one {un microondas} other {# microondas}}',
  'tour.object.microwave.the': 'el microondas',
  'tour.object.refrigerator.some': '{count, plural, one {un refrigerador} other {# refrigeradores}}',
  'tour.object.refrigerator.the': 'el refrigerador',
  'tour.object.toaster.some': '{count, plural, one {una tostadora} other {# tostadoras}}',
  'tour.object.toaster.the': 'la tostadora',
  'tour.object.diningTable.some': '{count, plural, one {una mesa de comedor} other {# mesas de comedor}}',
  'tour.object.diningTable.the': 'la mesa de comedor',
  'tour.object.chair.some': '{count, plural, one {una silla} other {# sillas}}',
  'tour.object.chair.the': 'la silla',
  'tour.object.pottedPlant.some': '{count, plural, one {una planta en maceta} other {# plantas en maceta}}',
  'tour.object.pottedPlant.the': 'la planta en maceta',
  'tour.object.clock.some': '{count, plural, one {un reloj} other {# relojes}}',
  'tour.object.clock.the': 'el reloj',
  'tour.object.laptop.some':
    '{count, plural, one {una computadora portátil} other {# computadoras portátiles}}',
  'tour.object.laptop.the': 'la computadora portátil',
  'tour.object.keyboard.some': '{count, plural, one {un teclado} other {# teclados}}',
  'tour.object.keyboard.the': 'el teclado',
  'tour.object.book.some': '{count, plural, one {un libro} other {# libros}}',
  'tour.object.book.the': 'el libro',
  'tour.object.vase.some': '{count, plural, one {un jarrón} other {# jarrones}}',
  'tour.object.vase.the': 'el jarrón',
  'tour.object.bench.some': '{count, plural, one {un banco} other {# bancos}}',
  'tour.object.bench.the': 'el banco',
  'tour.object.person.some': '{count, plural, one {una persona} other {# personas}}',
  'tour.object.person.the': 'la persona',

  'tour.quality.dark': 'Esta toma está demasiado oscura para distinguir mucho.',
  'tour.quality.darkTip': 'Encienda las luces o abra las persianas y vuelva a intentarlo.',
  'tour.quality.washedOut': 'Esta toma se ve deslavada.',
  'tour.quality.washedOutTip':
    'No apunte la cámara a una ventana ni a una lámpara brillante; gírese para que la luz quede detrás de usted.',
  'tour.quality.blurry': 'Esta toma está borrosa.',
  'tour.quality.blurryTip': 'Sostenga el teléfono quieto un segundo (o apóyelo en algo) y vuelva a analizar.',

  'tour.reason.localObjects': 'El modelo del dispositivo reconoce objetos, no su desgaste.',
  'tour.limit.local':
    'Desde aquí no puedo juzgar manchas, grietas, daños por agua, moho ni el desgaste general: solo reconozco objetos, así que no califico el estado (C1–C6).',
  'tour.limit.localUnseen':
    'No reconozco lavadoras, secadoras, calentadores de agua, equipos de climatización, garajes ni el exterior de una vivienda.',
  'tour.limit.vision':
    'Juzgué esto a partir de una sola foto: compruebe en persona lo que señalé antes de usarlo como prueba.',
  'tour.note.fallback': 'El servicio de visión no respondió, así que este es mi análisis en el dispositivo.',

  'tour.appeal.retake':
    'Una foto borrosa u oscura no convencerá a un tasador ni a una junta: vuelva a tomarla antes de guardarla.',
  'tour.appeal.noRoom':
    'Aunque no pueda nombrar la estancia, una foto clara de un daño en ella es una prueba: el tasador pondera el estado de la vivienda, no el nombre de la estancia. ¿Ve alguno? Guarde esta vista.',
  'tour.appeal.room':
    'Lo que baja un valor es el estado por el que un comprador pagaría menos al 1 de enero (daños, desgaste, instalaciones anticuadas), no el tipo de estancia en sí ({room}). Si algo en esta estancia muestra desgaste, guarde esta vista y tome un primer plano.',
  'tour.appeal.roomObject':
    'Lo que baja un valor es el estado por el que un comprador pagaría menos al 1 de enero (daños, desgaste, instalaciones anticuadas), no el tipo de estancia en sí ({room}). Si {object} o algo a su alrededor muestra desgaste, guarde esta vista y tome un primer plano.',
  'tour.appeal.problemsRoom':
    'Los problemas de este espacio ({room}) son de los que hacen que un comprador pague menos: fotos como esta respaldan la solicitud de un valor más bajo. Guárdela y añada un presupuesto de reparación si lo tiene.',
  'tour.appeal.problemsSpace':
    'Los problemas de este espacio son de los que hacen que un comprador pague menos: fotos como esta respaldan la solicitud de un valor más bajo. Guárdela y añada un presupuesto de reparación si lo tiene.',
  'tour.appeal.fineRoom':
    'Este espacio ({room}) parece estar en un estado normal o mejor, así que esta foto por sí sola no justifica un valor más bajo; sí le muestra a la junta un panorama justo y completo.',
  'tour.appeal.fineSpace':
    'Este espacio parece estar en un estado normal o mejor, así que esta foto por sí sola no justifica un valor más bajo; sí le muestra a la junta un panorama justo y completo.',
  'tour.appeal.unjudged':
    'No pude juzgar el estado a partir de esta foto: una toma más clara y cercana de cualquier desgaste contará más.',

  'tour.check.cracksStructure': 'Grietas en paredes, techos o cimientos',
  'tour.check.waterStains': 'Manchas de agua, fugas o moho',
  'tour.check.flooringStained': 'Pisos gastados, manchados o dañados',
  'tour.check.systems': 'Sistemas anticuados o que fallan: calefacción, electricidad, plomería',
  'tour.check.bathFixtures':
    'Inodoro, mueble de lavabo, bañera o revestimiento de ducha originales o anticuados',
  'tour.check.bathWater':
    'Daños por agua: manchas, piso blando o pintura descascarada alrededor del inodoro, la bañera y debajo del lavabo',
  'tour.check.bathTile': 'Azulejos agrietados, desportillados o faltantes, lechada o sellador en mal estado',
  'tour.check.bathMold': 'Moho, hongos o un extractor que falta o no funciona',
  'tour.check.wallsSagging': 'Grietas, manchas de agua o hundimientos en paredes y techo',
  'tour.check.carpet': 'Alfombra o piso gastado, manchado o dañado',
  'tour.check.windows': 'Ventanas: sellos rotos, vidrio empañado o sencillo, madera podrida',
  'tour.check.doorsTrim': 'Puertas, clóset, molduras y enchufes dañados o anticuados',
  'tour.check.cabinets':
    'Antigüedad y desgaste de gabinetes y encimeras (originales, desportillados, despegados)',
  'tour.check.appliances': 'Electrodomésticos viejos, averiados o que faltan',
  'tour.check.sinkLeaks': 'Fugas, daños por agua o madera podrida debajo del fregadero',
  'tour.check.outletsGfci': 'Pocos enchufes o falta de protección GFCI cerca del agua',
  'tour.check.flooringWorn': 'Piso gastado o dañado',
  'tour.check.settlement': 'Grietas sobre puertas y ventanas (posible asentamiento)',
  'tour.check.drafts': 'Corrientes de aire en puertas y ventanas, sellos rotos, madera podrida',
  'tour.check.fireplace': 'Daños en la chimenea o el tiro, si hay una',
  'tour.check.wallStains': 'Grietas o manchas de agua en paredes y techo',
  'tour.check.lightFixtures': 'Lámparas y enchufes anticuados o averiados',
  'tour.check.wiring': 'Muy pocos enchufes o cableado anticuado',
  'tour.check.hookups': 'Fugas o daños por agua alrededor de las conexiones de la lavadora',
  'tour.check.waterHeater': 'Antigüedad y estado del calentador de agua, si está aquí',
  'tour.check.dryer': 'Ventilación de la secadora y enchufes',
  'tour.check.slab': 'Grietas o levantamientos en la losa y los cimientos',
  'tour.check.waterIn': 'Entrada de agua, manchas en paredes y piso',
  'tour.check.garageDoor': 'Estado de la puerta del garaje y su abridor',
  'tour.check.roof': 'Desgaste del techo: tejas que faltan, hundimientos, musgo',
  'tour.check.siding': 'Pintura descascarada, revestimiento y molduras podridos o agrietados',
  'tour.check.foundation': 'Grietas en los cimientos y mal drenaje',
  'tour.check.driveway': 'Entrada de autos o caminos agrietados',

  'tour.shot.toiletBase':
    'Un primer plano de la base del inodoro y el piso a su alrededor (los daños por agua se ven ahí primero)',
  'tour.shot.toilet': 'El inodoro y el piso alrededor de su base',
  'tour.shot.vanityOpen':
    'El mueble del lavabo con las puertas abiertas, para mostrar su fondo y las tuberías',
  'tour.shot.vanity': 'El lavabo y su mueble',
  'tour.shot.surround':
    'El revestimiento de la bañera o la ducha: lechada, sellador y cualquier azulejo agrietado',
  'tour.shot.exhaustFan': 'El techo y el extractor',
  'tour.shot.floorByBed':
    'El piso junto a la cama: alfombra o tablas, lo bastante cerca para mostrar el desgaste',
  'tour.shot.windows': 'Las ventanas, con los marcos y los sellos a la vista',
  'tour.shot.ceilingCorners':
    'Las esquinas del techo y la pared sobre la ventana (las manchas y grietas se ven ahí)',
  'tour.shot.closet': 'El clóset con las puertas abiertas',
  'tour.shot.stove': 'La estufa y el horno, lo bastante cerca para mostrar su antigüedad y desgaste',
  'tour.shot.underSink':
    'Debajo del fregadero con las puertas del gabinete abiertas (fugas y madera podrida)',
  'tour.shot.sinkCabinet': 'El fregadero y el gabinete de debajo',
  'tour.shot.counters': 'Los bordes de la encimera y los frentes de los gabinetes, de cerca',
  'tour.shot.floorBySink': 'El piso delante del fregadero y del lavavajillas',
  'tour.shot.corners': 'Las esquinas sobre las puertas y ventanas (las grietas por asentamiento se ven ahí)',
  'tour.shot.traffic': 'El piso por donde más se camina, de cerca',
  'tour.shot.fireplace': 'La chimenea y su base, si hay una',
  'tour.shot.underTable': 'El piso debajo y alrededor de la mesa, de cerca',
  'tour.shot.wallsStains': 'Las paredes y el techo, sobre todo cualquier mancha',
  'tour.shot.lightFixture': 'La lámpara y los enchufes',
  'tour.shot.outlets':
    'Los enchufes y cualquier extensión eléctrica (tener muy pocos enchufes es un verdadero punto de estado)',
  'tour.shot.wallsCeiling': 'Las paredes y el techo',
  'tour.shot.floorClose': 'El piso, de cerca',
  'tour.shot.hookups': 'Las conexiones y el piso detrás de la lavadora',
  'tour.shot.waterHeater': 'El calentador de agua y su etiqueta (su antigüedad), si está aquí',
  'tour.shot.slab': 'La losa, con cualquier grieta',
  'tour.shot.garageDoor': 'La puerta del garaje y su abridor',
  'tour.shot.ceilingWalls': 'El techo y las paredes',
  'tour.shot.floor': 'El piso',
  'tour.shot.roofLine': 'La línea del techo desde la calle',
  'tour.shot.foundation': 'Los cimientos y el revestimiento cerca del suelo',
  'tour.shot.driveway': 'La entrada de autos y los caminos',
  'tour.shot.anyDamage': 'Cualquier mancha, grieta o daño en este espacio, de cerca y con buena luz',
  'tour.shot.unnamedRoom':
    'Si esto es un lavadero, un garaje, un pasillo o el exterior, guárdelo de todos modos: sin conexión no puedo nombrarlos, pero el estado que muestra sigue contando',

  // Lo que muestra el video subido (decisión 276)
  'tour.video.at': 'en {time}',
  'tour.video.atRoom': 'en {time} ({room})',
  'tour.video.cue': '{rating}, {meaning}, {where}',
  'tour.video.cueReasons': '{rating}, {meaning}, {where}: {reasons}',
  'tour.video.issueCue': '{description} ({severity}) {where}',
  'tour.video.reasonPair': '{first}; {second}',
  'tour.video.room': '{room} (con un {percent} de seguridad).',
  'tour.video.noRoom': 'No se pudo saber qué estancia es con esta foto.',
  'tour.video.visible': 'Se ve: {things}.',
  'tour.video.condition': 'Estado {rating} ({meaning}).',
  'tour.video.conditionReasons': 'Estado {rating} ({meaning}): {reasons}.',
  'tour.video.issues': 'Problemas: {issues}.',
  'tour.video.noRating': 'No se calificó el estado.',
  'tour.video.byLocal': 'Lo encontró el analizador del dispositivo.',
  'tour.video.byVision': 'Lo encontró un modelo de visión.',
  'tour.video.unreadable': 'No se pudo leer ningún fotograma de este video.',
  'tour.video.nothingAnalysed': 'No se pudo analizar ninguno de los fotogramas de este video.',
  'tour.video.unavailable':
    'Ahora mismo no se pudo revisar el video (el analizador no está disponible). Vuelva a subirlo más tarde.',
};
