import {
  ADVENT_CRAFTS as EN_CRAFTS,
  ADVENT_GAME_CHALLENGE as EN_CHALLENGE,
  ADVENT_GOOD_DEED as EN_DEED,
  ADVENT_RECIPE as EN_RECIPE,
  ADVENT_STORIES as EN_STORIES,
} from "../advent-treats";
import type { AdventCraft, AdventGameChallenge, AdventGoodDeed, AdventRecipe } from "../advent-treats.types";
import type { Story } from "../stories";

/**
 * The advent calendar's own treats in Spanish: three stories (same markup as the stories page), three crafts, the
 * recipe (metric only, grown-up note kept), the trivia challenge and the good deed. Ids, paths and numbers are the
 * English ones.
 */
export const ADVENT_STORIES: readonly Story[] = [
  {
    ...EN_STORIES[0]!,
    title: "La manopla perdida",
    summary: "Rosa pierde una de las manoplas rojas que le tejió su abuelo, y descubre qué hacer cuando alguien que no conoces es amable contigo.",
    ageGroup: "De 3 a 6 años",
    content: `Rosa tenía unas manoplas rojas con una estrellita blanca en cada pulgar. Se las había tejido el abuelo, tarareando villancicos mientras sus agujas hacían clic, clic, clic. A Rosa le gustaban tanto aquellas manoplas que se las ponía hasta para desayunar.
El primer sábado de diciembre que nevó, Rosa y mamá fueron andando al centro a ver las luces de Navidad. Rosa saludó al panadero, que estaba en su escaparate. Acarició a un perro muy simpático que esperaba a la puerta de la librería. En la parada del autobús atrapó copos de nieve con la lengua. Pero cuando llegaron a casa y se sacudieron la nieve de las botas, Rosa se miró las manos.
Una manopla roja. Una mano fría y sonrosada.
«¡Mi manopla!», gritó Rosa. «¡Ha desaparecido!»
**Siguiendo nuestras huellas**
A la mañana siguiente, mamá le subió la cremallera del abrigo a Rosa. «Vamos a hacer el mismo camino que ayer», le dijo. «Muchas veces, las cosas perdidas nos están esperando.»
Primero pararon en la panadería. «No he visto ninguna manopla roja», dijo el panadero, «pero estaré atento». Le dio a Rosa un bollo calentito para que lo sujetara con la mano desnuda, y eso la ayudó un poco.
Luego pararon en la librería. El perro simpático movió la cola, pero él tampoco había visto la manopla.
Después pararon en la parada del autobús. Había muchas huellas en la nieve, pero ninguna manopla. A Rosa empezó a temblarle el labio.
**La verja del parque**
Entonces Rosa vio algo rojo en la puerta del parque. Alguien había colocado su manopla con cuidado en lo alto de un barrote de la verja, como una banderita, para que no se mojara y se viera bien.
«¡Mamá! ¡Mira!» Rosa corrió y se apretó la manopla contra la mejilla. Estaba fría, pero era la suya.
A lo largo de la verja había otras cosas: un gorro de lana azul, una bufanda de rayas y un calcetín de bebé amarillo, diminuto, colgado él solito.
«En nuestro pueblo la gente hace eso», dijo mamá. «Cuando encuentran algo, lo cuelgan donde su dueño pueda verlo.»
Rosa pensó en la persona que había rescatado su manopla. No sabía cómo se llamaba. No podía darle las gracias. Pero se le ocurrió una idea.
Al volver por la parada del autobús, Rosa vio a un papá que empujaba un cochecito. Dentro, una bebé pataleaba. En un pie llevaba un calcetín amarillo. El otro pie iba descalzo y estaba rojito de frío.
«¡Espere aquí, por favor!», dijo Rosa. Volvió corriendo a la verja, descolgó el calcetín diminuto y se lo llevó con mucho cuidado al papá de la bebé.
«¡Ay, muchas gracias!», dijo él, con una sonrisa de oreja a oreja. «Lo hemos buscado por todas partes.» Se lo puso a la bebé en el pie, y la bebé hizo gorgoritos y movió los deditos.
Esa noche, Rosa le contó al abuelo toda la historia por teléfono. «Alguien me ayudó», le dijo, «así que yo ayudé a otra persona».
«Así es como funciona la bondad», dijo el abuelo. «Da vueltas y más vueltas, como la lana en la aguja.»
*Cuando alguien es amable contigo, pasa esa bondad a otra persona.*`,
  },
  {
    ...EN_STORIES[1]!,
    title: "El elfo que no sabía silbar",
    summary: "Todos los elfos del Polo Norte saben silbar menos Hinojo, hasta que Trébol, una renita joven y asustada, necesita un sonido más suave.",
    ageGroup: "De 4 a 8 años",
    content: `En el Polo Norte, todo el mundo silbaba. Los jugueteros silbaban mientras martilleaban. Los pasteleros silbaban mientras removían. Hasta Papá Noel silbaba una melodía alegre mientras repasaba su lista. Y cuando llegaba la hora de llamar a los renos para que volvieran de los campos nevados, los elfos del establo se metían dos dedos en la boca y soltaban un silbido largo y brillante que resonaba sobre el hielo: ¡fiiiiiu-uuu!
Todo el mundo silbaba, menos Hinojo.
Hinojo lo había intentado de todas las formas posibles. Había fruncido los labios como un pececito. Había silbado entre los dientes, y solo le salía un siseo, como el de una tetera que gotea. Lo había probado con dos dedos, luego con cuatro, y una vez con una manopla entera, que no sirvió de nada.
«Sigue practicando», le decían sus amigos con cariño. «Ya te saldrá.»
Pero no le salía. Hinojo soplaba y soplaba hasta que se le ponían los mofletes redondos como manzanas, y lo único que salía era aire.
**El elfo que tarareaba**
Hinojo trabajaba en los establos de los renos, cepillándoles el pelo y llenando las redes de heno. Él quería mucho a los renos, y los renos lo querían a él. Nunca les silbaba, claro. En lugar de eso, mientras trabajaba, tarareaba: melodías graves, lentas y ronroneantes que parecían subirle desde las botas.
A la más pequeña de los renos, una cervatilla tímida llamada Trébol, lo que más le gustaba era ese tarareo. Siempre que Hinojo tarareaba, Trébol apoyaba su suave hocico en el hombro del elfo y cerraba los ojos.
**Nochebuena**
En Nochebuena, los establos estaban llenos de ruido. Los elfos corrían de un lado a otro con arneses y cascabeles. Los silbidos chillaban desde todos los rincones. «¡Renos, a formar!», gritaban los elfos del establo. ¡Fiiiiiu-uuu! ¡Fiiiiiu-uuu!
Los renos fueron trotando hasta sus puestos. Pero Trébol, que iba a tirar del trineo por primera vez, se asustó con tanto ruido. Reculó hasta el rincón de su cuadra y no quería salir.
«¡Hay que silbar más fuerte!», dijo alguien. Los elfos silbaron más fuerte. Trébol se apretó contra la pared, temblando.
«Nos queda poco tiempo», dijo Papá Noel con dulzura, «y no podemos irnos sin ella».
A Hinojo le latía el corazón a toda prisa. Él no sabía silbar. Eso lo sabía todo el mundo. Pero conocía a Trébol.
Entró en la cuadra y se sentó en la paja. Y empezó a tararear, grave y lento, la misma melodía ronroneante de todas las mañanas.
El establo se quedó en silencio. Uno a uno, los elfos bajaron las manos. Trébol movió las orejas. Dejó de temblar. Al cabo de un momento dio un paso adelante y apoyó el hocico en el hombro de Hinojo, como hacía siempre.
Sin dejar de tararear, Hinojo la sacó de la cuadra, la llevó por la larga fila de farolillos y la acompañó hasta su sitio delante del trineo. Le abrochó el arnés con la misma suavidad con que se arropa a alguien con una manta.
«Vaya», dijo Papá Noel, y le brillaron los ojos. «Parece que esta noche el Polo Norte necesitaba a alguien que tarareara.»
**Un sonido propio**
El trineo subió al cielo estrellado con los cascabeles de Trébol sonando claros. Mientras se alejaba, a Hinojo le llegó algo flotando en el aire frío. Era Papá Noel, tarareando la mismísima melodía.
Después de Navidad, los elfos hicieron un plan nuevo. En los establos habría un Rincón Tranquilo para los renos nerviosos, y Hinojo sería el encargado. Algunos de los elfos más jóvenes hasta le pidieron que les enseñara a tararear.
Hinojo sigue practicando el silbido de vez en cuando. A veces consigue un pitidito diminuto, y todo el mundo aplaude. Pero ya no le preocupa. Tiene un sonido propio, y resultó ser justo el que hacía falta.
*No tienes que ser como los demás: tu manera de ser puede ser justo lo que alguien necesita.*`,
  },
  {
    ...EN_STORIES[2]!,
    title: "La noche en que cantó la nieve",
    summary: "En Nochebuena, Ada está tan emocionada que no puede dormir, hasta que su abuela le enseña a escuchar la canción más silenciosa del mundo.",
    ageGroup: "De 3 a 8 años",
    content: `Era Nochebuena, y Ada no podía dormir.
Se había lavado los dientes. Había colgado su calcetín a los pies de la cama. Había escuchado un cuento, y luego otro, y luego otro más. Pero los ojos no se le quedaban cerrados. Se le abrían de golpe, como dos ventanitas, para ver si ya había llegado la Navidad.
La abuela vino y se sentó en el borde de la cama. Fuera nevaba, suave y despacio, delante de la farola.
«¿Quieres que te cuente un secreto?», susurró la abuela. «En Nochebuena, si te quedas muy, muy quieta, puedes oír cantar a la nieve.»
Ada se sentó en la cama. «La nieve no canta.»
«No canta fuerte», dijo la abuela. «Canta la canción más silenciosa del mundo. Hay que escucharla con todo el cuerpo. Túmbate, cierra los ojos y respira despacio. Tomas aire, y lo sueltas.»
Ada se tumbó. Cerró los ojos. Tomó aire, y lo soltó.
**Escuchando**
Al principio, Ada solo oyó los ruidos de siempre. El reloj haciendo tictac en el rellano. El gato dando vueltas y más vueltas en la alfombra del piso de abajo. El tac, tac, tac del radiador al enfriarse.
«Sigue escuchando», dijo la abuela en voz baja.
Ada tomó aire, y lo soltó. Y entonces, por debajo de todos los demás ruidos, la oyó: un susurro. Un susurro suave, como de plumas, tan delicado como una página que se pasa en un libro. Los copos de nieve tocaban la ventana, uno detrás de otro, y cada uno susurraba la misma palabrita.
Chis. Chis. Chis.
«La oigo», dijo Ada casi sin voz.
«La nieve le está cantando a todo el pueblo para que se duerma», dijo la abuela. «Escucha adónde va su canción.»
**La canción de la nieve**
Así que Ada escuchó, y con la imaginación siguió la canción.
La canción pasó flotando sobre el jardín, donde un petirrojo dormía bien arropado en la hiedra, con las plumas ahuecadas como un abrigo calentito. Chis, cantó la nieve, y el petirrojo metió la cabeza debajo del ala.
Cruzó el parque, donde el estanque se había helado, liso y plateado, y los patos dormían en fila en la orilla. Chis, cantó la nieve, y los patos soñaron sus felices sueños de pato.
Se posó en los tejados, uno a uno: en la panadería, en la biblioteca y en las casitas con las cortinas echadas, donde otros niños seguían despiertos, igual que Ada. Chis, cantó la nieve, y uno a uno se les fueron cerrando los ojos.
Le cantó al zorro acurrucado bajo el seto, a las vacas en el establo calentito al otro lado de la colina y a los pinos altos, que abrían sus ramas para atraparla.
Después la canción subió más alto, por encima de las chimeneas y de las nubes, hasta donde brillaban las estrellas. Y muy, muy lejos, tan débil que Ada no estaba segura de haberlo oído, sonó un tintineo diminuto de cascabeles de trineo.
**La mañana de Navidad**
La respiración de Ada se volvió lenta y profunda. Tenía las manos calentitas bajo la manta. La abuela la tapó hasta la barbilla y le dio un beso en la cabeza.
«Buenas noches, mi vida», susurró. «Feliz Navidad.»
Ada no contestó. Estaba profundamente dormida, y la nieve seguía cantando.
Por la mañana, el mundo entero estaba blanco, nuevo y brillante. A los pies de la cama había un calcetín lleno a rebosar. Y en la ventana, justo donde los copos habían susurrado toda la noche, alguien había dibujado en la escarcha una estrellita sonriente.
*Los momentos más tranquilos pueden guardar las mayores maravillas.*`,
  },
];

/** Door 1, door 8 and door 17. */
export const ADVENT_CRAFTS: readonly AdventCraft[] = [
  {
    ...EN_CRAFTS[0]!,
    title: "Cadena de papel para la cuenta atrás",
    description:
      "Haz una cadena de papel a rayas con un eslabón por cada día que falta para Navidad. Cada mañana, quita un eslabón y descubre la sorpresita que lleva escrita dentro.",
    materials: [
      "2 hojas de papel de color o de cartulina fina (A4 o tamaño carta), de dos colores distintos",
      "Una regla y un lápiz",
      "Tijeras infantiles de punta redonda",
      "Una barra de pegamento o cinta adhesiva",
      "Rotuladores (marcadores) o ceras de colores",
      "Una cinta o un trozo de cuerda para colgarla",
    ],
    steps: [
      "Con la regla y el lápiz, traza líneas separadas 2,5 cm a lo largo de cada hoja, para que quede cubierta de rayas largas.",
      "Recorta por las líneas para hacer tiras largas, y luego corta cada tira por la mitad. Con dos hojas salen 32 tiras cortas, y necesitas 24.",
      "Numera las tiras del 1 al 24, una por cada día desde el 1 de diciembre hasta Nochebuena. Ve cambiando de color para que la cadena quede a rayas.",
      "En la parte de atrás de cada tira, escribe o dibuja una sorpresita para ese día: un chiste, un villancico para cantar o algo bonito que hacer. Una persona adulta puede escribir las palabras mientras tú dibujas.",
      "Empieza por la tira 24. Dóblala en forma de aro con el número por fuera y la sorpresa por dentro, junta los extremos y pégalos con pegamento o cinta.",
      "Pasa la tira 23 por dentro del aro y ciérrala de la misma manera. Sigue así hasta la tira 1, sujetando cada eslabón nuevo unos segundos mientras se pega.",
      "Ata la cinta al eslabón 24 y cuelga la cadena donde todo el mundo la vea. Cada mañana, quita el eslabón de más abajo, lee la sorpresa y hazla con tu familia. Cuando quites el último eslabón, ¡será Nochebuena!",
    ],
    grownUpNote:
      "Para esta manualidad bastan unas tijeras infantiles. Si los eslabones se cierran con grapadora en lugar de pegamento, que grape una persona adulta y que guarde las grapas sueltas lejos de los más pequeños.",
  },
  {
    ...EN_CRAFTS[1]!,
    title: "Naranjas con clavo de olor",
    description:
      "Clava clavos de olor en una naranja formando rayas, espirales o estrellas y tendrás un adorno que huele a especias. Cuélgala con una cinta y toda la habitación olerá a Navidad.",
    materials: [
      "2 o 3 naranjas pequeñas y firmes (también sirven mandarinas)",
      "Un bote pequeño de clavos de olor enteros: con 30 g hay de sobra para dos naranjas",
      "Un palillo o una aguja de tejer de punta roma",
      "Cinta estrecha, unos 60 cm para cada naranja",
      "Cinta adhesiva o cinta de carrocero, y un alfiler para la persona adulta",
      "Una bandeja o un plato para recoger el jugo",
    ],
    steps: [
      "Lava y seca las naranjas. Rodea cada una por el centro con una tira de cinta adhesiva, como un cinturón: así queda un camino limpio para la cinta de colgar.",
      "Elige un dibujo. Las rayas de arriba abajo son lo más fácil; una espiral, una estrella o la inicial de tu nombre necesitan un poco más de cuidado.",
      "Con el palillo, haz un agujerito en la piel y mete un clavo por el tallo, de forma que solo se vea su cabecita redonda. Si haces primero el agujero, no te dolerán los pulgares.",
      "Sigue así, dejando entre clavo y clavo el ancho de un dedo. Si la piel se abre, deja un hueco y vuelve a empezar un poco más allá.",
      "Cuando termines el dibujo, quita la cinta adhesiva. Pide a una persona adulta que ate la cinta alrededor de la naranja siguiendo el camino limpio, cruzándola por debajo y haciendo un lazo arriba.",
      "Cuelga tu naranja en un sitio fresco y ventilado, como el tirador de una ventana o el pomo de una puerta, o pon varias en un cuenco. De vez en cuando, apriétala un poco para oler las especias.",
      "En las semanas siguientes se irá secando y encogiendo poco a poco. Durante cientos de años se hicieron naranjas así para perfumar las casas, así que la tuya forma parte de una tradición navideña muy antigua.",
    ],
    grownUpNote:
      "Los clavos de olor son pequeños y duros: mantenlos lejos de los menores de tres años, que podrían metérselos en la boca. A algunos niños el aceite del clavo les escuece en los cortecitos, así que hay que lavarse las manos al terminar. Si a la naranja le sale moho al cabo de una o dos semanas (puede pasar en una cocina cálida y con vapor), échala al compost.",
  },
  {
    ...EN_CRAFTS[2]!,
    title: "Comedero para pájaros con una piña",
    description:
      "Rellena una piña de pino con semillas y grasa sin sal para preparar un tentempié de invierno para los pájaros, cuélgala y mira quién viene a visitarte.",
    materials: [
      "Una piña de pino grande, seca y abierta",
      "Unos 60 cm de cuerda de jardín o bramante",
      "100 g de manteca de cerdo, sebo o grasa vegetal blanca sin sal, a temperatura ambiente",
      "150 g de mezcla de semillas para pájaros silvestres",
      "Un bol, un tenedor y una cuchara",
      "Un plato o una bandeja",
    ],
    steps: [
      "Ata bien fuerte la cuerda alrededor de la piña, entre las escamas cerca de la parte ancha, y haz un buen nudo. Deja un trozo largo con un lazo en la punta para colgarla.",
      "Pon la grasa en el bol y aplástala con el tenedor hasta que esté blanda y cremosa. Si está demasiado dura, déjala un rato en una habitación cálida.",
      "Echa las semillas y mezcla hasta que todas queden cubiertas. Va muy bien amasarlo con las manos limpias, ¡y es divertidísimo pringarse!",
      "Con la cuchara o con los dedos, mete la mezcla en los huecos entre las escamas, hasta la punta.",
      "Espolvorea unas cuantas semillas más en el plato y haz rodar la piña por encima para tapar las zonas pegajosas.",
      "Mete la piña una hora en la nevera, o déjala fuera si hiela, hasta que la grasa esté firme.",
      "Cuélgala de una rama o de un comedero, a un saltito de un arbusto o un árbol donde los pájaros puedan refugiarse, pero no justo al lado de un escondite donde pueda esperar un gato.",
      "Mira en silencio desde una ventana. Dibuja o apunta los pájaros que vengan, y ponles también un plato bajito con agua limpia.",
      "Cuando se acabe, haz un comedero nuevo. Si no hace frío, la grasa puede ablandarse y estropearse, así que quita lo que sobre al cabo de una o dos semanas.",
    ],
    grownUpNote:
      "Usa solo grasa sin sal y semillas para pájaros. No uses nunca la grasa de la bandeja del asado, margarina o aceite, ni nada salado como frutos secos salados, patatas fritas de bolsa o beicon: la sal y los jugos de cocinar son malos para los pájaros. Una persona adulta debe colgar el comedero en alto. Muchas mezclas de semillas llevan cacahuetes (maní), así que revisa el paquete si alguien de la familia tiene alergia a los frutos secos, y que todos se laven bien las manos después.",
  },
];

/** Door 7. */
export const ADVENT_RECIPE: AdventRecipe = {
  ...EN_RECIPE,
  title: "Galletas de estrella con canela",
  description:
    "Galletas de estrella crujientes y mantecosas, con canela y una fina capa de glaseado blanco, como la escarcha en una noche estrellada. Esta receta no lleva frutos secos. Cuenta con 30 minutos más para enfriar la masa y unos 30 minutos para que las estrellas se enfríen antes de glasearlas.",
  yield: "Salen unas 30 estrellas",
  ingredients: [
    "250 g de harina de trigo normal, y un poco más para estirar la masa",
    "2 cucharaditas de canela molida",
    "Una pizca de sal",
    "150 g de mantequilla blanda",
    "100 g de azúcar blanco fino (azúcar extrafino)",
    "1 huevo grande",
    "1 cucharadita de extracto de vainilla",
    "Para el glaseado: 120 g de azúcar glas (azúcar impalpable) y 1 cucharada y media de agua o leche, más o menos",
  ],
  steps: [
    "En un bol grande, bate con una cuchara de madera la mantequilla blanda y el azúcar hasta que quede clara y cremosa, unos 3 minutos. Por turnos cuesta menos.",
    "Añade el huevo y la vainilla y bate hasta que quede lisa.",
    "Echa la harina, la canela y la sal y remueve hasta que la mezcla se desmigue; luego apriétala con las manos hasta formar una bola de masa.",
    "Aplasta la masa en forma de disco grueso, envuélvela y déjala 30 minutos en la nevera, para que sea más fácil de estirar y no pierda la forma en el horno.",
    "Mientras se enfría, una persona adulta enciende el horno a 180 °C (160 °C con ventilador), y tú cubres dos bandejas con papel de hornear.",
    "Estira la masa sobre la encimera ligeramente enharinada hasta que tenga unos 5 mm de grosor. Corta estrellas con un cortador de estrella de 7 u 8 cm y pásalas a las bandejas, un poco separadas. Junta los recortes, vuelve a estirarlos y corta más estrellas.",
    "Hornea de 10 a 12 minutos, cambiando las bandejas de sitio a mitad de tiempo, hasta que los bordes empiecen a dorarse. Deja las estrellas 5 minutos en las bandejas y después pásalas a una rejilla para que se enfríen del todo.",
    "Añade el agua al azúcar glas poco a poco, removiendo, hasta que quede un glaseado liso y fluido, como nata espesa. Pinta o cubre con una cuchara cada estrella fría con una capa fina y deja que se seque unos 30 minutos.",
    "Guarda las galletas en una lata hermética hasta una semana. Unas cuantas en un tarro con un lazo son un regalo precioso.",
  ],
  grownUpNote:
    "Una persona adulta se encarga del horno y de las bandejas calientes; los niños pueden mezclar, estirar, cortar y glasear. La masa cruda lleva huevo crudo y harina sin cocinar, así que nada de picotear hasta que las estrellas estén horneadas.",
};

/** Door 10: played in the site's Christmas trivia quiz. */
export const ADVENT_GAME_CHALLENGE: AdventGameChallenge = {
  ...EN_CHALLENGE,
  title: "El reto de las estrellas",
  description:
    "Juega a nuestras preguntas de Navidad e intenta conseguir una puntuación de estrella. Elige A, B, C o D en cada pregunta, y después de cada respuesta descubrirás un dato sorprendente.",
  goal: "Acierta al menos 6 de las 8 preguntas y el juego te felicitará por todo lo que sabes de la Navidad. Para ser una superestrella, acierta las 8: ¡te convertirás en un as de la Navidad!",
  tips: [
    "Lee todas las respuestas antes de elegir: algunas están ahí para hacerte reír.",
    "¿Dudas? Descarta las respuestas que sabes que están mal y elige entre las que queden.",
    "Lee el dato de «¿Sabías que...?» después de cada pregunta. Si vuelves a jugar, te ayudará.",
    "Los más pequeños pueden jugar en equipo con una persona adulta o con un hermano o una hermana mayor, y turnarse para leer las preguntas en voz alta.",
    "Puedes jugar todas las veces que quieras, así que sigue hasta conseguir tu estrella.",
  ],
};

/** Door 16. */
export const ADVENT_GOOD_DEED: AdventGoodDeed = {
  ...EN_DEED,
  title: "Notas secretas de cariño",
  description:
    "Escribe notitas llenas de palabras bonitas y escóndelas por la casa para que tu familia las encuentre. Es una sorpresa pequeñita que puede alegrarle el día entero a alguien.",
  steps: [
    "Corta papel en trozos del tamaño de tu mano, o usa notas adhesivas. Haz por lo menos una para cada persona de tu familia.",
    "En cada nota, escribe o dibuja algo bonito para una persona: lo que más te gusta de ella, las gracias por algo que hizo o un dibujo alegre. Si todavía estás aprendiendo a escribir, dile las palabras a una persona adulta y haz tú el dibujo.",
    "Dobla cada nota y escribe por fuera el nombre de la persona.",
    "Esconde las notas donde las vayan a encontrar: en el bolsillo de un abrigo, debajo de una almohada, dentro de una zapatilla, en su libro favorito o pegada al espejo del baño.",
    "Guarda el secreto y espera a ver las sonrisas cuando encuentren las notas.",
    "¿Quieres seguir? Esconde una nota nueva cada día hasta Navidad.",
  ],
};
