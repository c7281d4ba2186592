import { FEATURED_STORIES as EN_STORIES, STORY_COLLECTIONS as EN_COLLECTIONS, type Story, type StoryCollection } from "../stories";

/**
 * The stories page in Spanish: the two collections and the three featured stories, retold (not translated word for
 * word) with the same markup: **heading**, *moral*, one paragraph per line. Reading times stay the English ones;
 * the Spanish tellings are about as long.
 */
export const STORY_COLLECTIONS: readonly StoryCollection[] = [
  {
    ...EN_COLLECTIONS[0]!,
    title: "Cuentos de los renos de Papá Noel",
    description:
      "Conoce a los nueve renos que tiran del trineo de Papá Noel: quién es el más rápido, quién el más gracioso y quién es tan valiente como para volar el primero en plena tormenta de nieve.",
    readTime: "3-5 minutos",
  },
  {
    ...EN_COLLECTIONS[1]!,
    title: "Cuentos del pueblo del Polo Norte",
    description:
      "Da un paseo por el pueblo nevado donde viven y trabajan los elfos, desde el ajetreado taller de juguetes hasta la pastelería, tan calentita y acogedora.",
    readTime: "5-8 minutos",
  },
];

export const FEATURED_STORIES: readonly Story[] = [
  {
    ...EN_STORIES[0]!,
    title: "El copo de nieve que quería ayudar",
    summary: "Pizca, un copo de nieve diminuto, cree que es demasiado pequeña para importar, hasta que la Nochebuena le demuestra lo contrario.",
    ageGroup: "De 3 a 6 años",
    content: `Muy por encima del Polo Norte, en una nube gris y suave, vivía un copo de nieve llamado Pizca. Tenía seis puntas brillantes y relucía como un espejito, pero era el copo más pequeño de toda la nube.
Cada invierno, los copos grandes hablaban de sus trabajos importantes. «Yo caeré en la cima de una montaña», decía uno. «Yo ayudaré a hacer un muñeco de nieve», decía otro. Pizca los escuchaba y suspiraba. «¿Qué podrá hacer un copo tan pequeño como yo?»
**Nochebuena**
En Nochebuena, la nube se puso muy pesada y, uno a uno, los copos empezaron a caer. Pizca daba volteretas y giraba en el aire frío de la noche. Allá abajo se veían las luces del pueblo de Papá Noel, doradas y rojas.
En los establos, Papá Noel estaba preocupado. Había llegado una niebla muy espesa y los renos no veían la pista de despegue. «Si no vemos hacia dónde volar», dijo, «no podremos despegar».
Pizca lo oyó al pasar flotando, y se le ocurrió una idea. Llamó a todos los copos que tenía alrededor: «¡Amigos! ¡Posémonos juntos a los dos lados de la pista, donde los farolillos puedan iluminarnos!».
«Eres demasiado pequeña para guiarnos», se rio un copo grande. Pero Pizca siguió llamando y, poco a poco, uno detrás de otro, los copos la siguieron. Se posaron en dos filas largas y ordenadas, una a cada lado de la pista.
**Un camino de luz**
Cuando la luz de los farolillos los tocó, pasó algo maravilloso. Miles de copos diminutos brillaron a la vez, como dos ríos de estrellas que se perdían en la niebla.
«¡Mira!», gritó el elfo más pequeño. «¡Un camino de luz!»
Papá Noel sonrió y sacudió las riendas. Los renos galoparon por el camino reluciente y saltaron al cielo, y los cascabeles del trineo se alejaron tintineando en la noche.
Al pasar volando sobre la pista, Papá Noel miró hacia abajo y se tocó el gorro a modo de saludo. Pizca estaba segura de que le sonreía a ella.
**A la mañana siguiente**
La mañana de Navidad, los elfos encontraron una nota clavada en la puerta del establo. Decía: «Gracias a todos los copos de nieve que iluminaron nuestro camino. Hasta la luz más pequeña puede guiar al trineo más grande».
Pizca brilló tanto que los copos grandes tuvieron que entornar los ojos. Había aprendido que ser pequeña no era lo mismo que no ser importante. Solo hacía falta una buena idea, una voz valiente y amigos dispuestos a brillar juntos.
*Hasta el ayudante más pequeño puede iluminar el camino cuando los amigos brillan juntos.*`,
  },
  {
    ...EN_STORIES[1]!,
    title: "Pip y el cascabel que no sonaba",
    summary: "Cuando el cascabel principal del trineo deja de sonar dos días antes de Navidad, un elfo joven aprende que pedir ayuda también es una forma de valentía.",
    ageGroup: "De 4 a 8 años",
    content: `Pip era el elfo más joven de la Sala de las Campanas, el pequeño taller redondo donde se pulían, se afinaban y se colgaban de su cinta todos los cascabeles del Polo Norte. A Pip le encantaba la Sala de las Campanas. Cada mañana, los elfos mayores hacían sonar los cascabeles uno a uno, y la música salía rodando por las ventanas y se extendía por la nieve.
Dos días antes de Navidad, a Pip le dieron el trabajo más importante de todos. «Por favor, pule el Cascabel Mayor», le dijo la abuela Salvia, la jefa de las campanas. «Va colgado justo delante del trineo de Papá Noel. Cuando suena, los renos saben que es hora de volar.»
Pip sostuvo el gran cascabel dorado con tanto cuidado como si fuera un huevo de pájaro. Lo frotó hasta que pudo ver en él sus orejas puntiagudas. Luego lo agitó con suavidad para oír su precioso sonido.
No pasó nada. Ni un tilín. Ni un tintineo. Nada de nada.
**El secreto**
A Pip le dio un vuelco la barriga. Volvió a agitar el cascabel, esta vez más fuerte. Silencio. Miró dentro y vio que la bolita de metal, el badajo, estaba torcida y atascada.
«Ay, no», susurró Pip. «Seguro que lo he roto yo.»
Le dio tanta vergüenza que no se lo contó a nadie. En lugar de eso, escondió el cascabel debajo de su mesa de trabajo e intentó arreglarlo él solo. Probó con una cuchara. Probó con unos alicates. Probó deseándolo con todas sus fuerzas. A la hora de dormir, el badajo estaba más torcido que nunca, y Pip estaba tan preocupado que no pudo ni tomarse su chocolate.
A la mañana siguiente, todo el pueblo andaba revuelto. «¿Dónde está el Cascabel Mayor?», preguntaba todo el mundo. «¡Papá Noel sale mañana por la noche!» A Pip se le pusieron las mejillas tan rojas como una baya de acebo.
**Valiente para pedir ayuda**
Esa tarde, Pip se sentó solo en los escalones de la Sala de las Campanas. La abuela Salvia se sentó a su lado y esperó. No dijo nada de nada, y eso, no se sabe por qué, hizo que hablar fuera más fácil.
«He hecho algo terrible», dijo Pip por fin, y se lo contó todo.
La abuela Salvia escuchó la historia entera. Y luego, para sorpresa de Pip, se echó a reír bajito. «Pip, ese badajo está torcido desde antes de que tú nacieras. A alguien se le cayó en una guerra de bolas de nieve hace sesenta años. Solo estaba esperando a que alguien se diera cuenta.»
«¿Entonces no lo he roto yo?», preguntó Pip.
«No lo has roto tú», dijo la abuela Salvia. «Pero sí has intentado cargar tú solo con un problema muy pesado, y ese es el único error que quiero que dejes de cometer. Vamos. Las cosas siempre se arreglan mejor entre muchas manos.»
**Muchas manos**
La abuela Salvia llamó a los demás guardianes de las campanas. Zarza calentó el badajo en la fragua hasta que se puso al rojo. Enebro lo enderezó a golpecitos con un martillo de plata diminuto. Pip sujetaba el cascabel bien quieto, y las manos solo le temblaban un poquito. Entre todos volvieron a colocar el badajo en su sitio.
Entonces la abuela Salvia le hizo una señal a Pip con la cabeza. «Tú encontraste el problema. Tócalo tú.»
Pip levantó el Cascabel Mayor y lo agitó. Sonó una nota clara y luminosa, tan dulce y tan fuerte que los renos de los establos levantaron la cabeza y golpearon el suelo con las pezuñas, listos para salir.
En Nochebuena, el Cascabel Mayor iba colgado delante del trineo de Papá Noel, brillando a la luz de la luna. Mientras el trineo subía al cielo, Pip lo oyó sonar por encima de las estrellas. Decidió que era el sonido más bonito que había hecho nunca, y que no lo había hecho solo.
*Pedir ayuda no es una debilidad: es el primer paso, y un paso valiente, para arreglar cualquier cosa.*`,
  },
  {
    ...EN_STORIES[2]!,
    title: "El mapa de jengibre",
    summary: "Dos primos hornean para Papá Noel un mapa de jengibre de su barrio y descubren lo que los vecinos pueden hacer unos por otros en una noche de nieve.",
    ageGroup: "De 5 a 10 años",
    content: `Maya y su primo Leo llevaban semanas planeando su sorpresa de Nochebuena. Todos los años dejaban galletas a Papá Noel, pero este año querían hacer algo más grande. «Papá Noel visita millones de casas», dijo Maya. «Seguro que a veces se pierde. ¡Vamos a hornearle un mapa!»
Así que la mañana de Nochebuena, el abuelo Tomás se ató su delantal de rayas, sacó su bandeja de horno más grande, y los tres se pusieron manos a la obra.
**Horneando el barrio**
Estiraron la masa de jengibre hasta dejarla tan plana y tan ancha como un mantel. Leo recortó las calles con un cuchillo de untar, siguiendo con cuidado el dibujo que había hecho Maya. Ahí estaba la calle de los Arces, donde vivían ellos. Ahí estaba la panadería con su chimenea torcida, la biblioteca con su ventana redonda y el parquecito con el estanque de los patos en medio.
Cuando el mapa salió del horno, toda la cocina olía a jengibre y a canela. Maya dibujó con glaseado blanco todas las calles. Leo puso botones de chocolate en todos los tejados. El abuelo Tomás añadió una estrellita de azúcar justo encima de su propia casa. «Para que Papá Noel sepa dónde está el chocolate caliente», dijo guiñando un ojo.
Era el mejor mapa que habían visto nunca. Pero mientras Maya decoraba la última calle, frunció el ceño.
«Abuelo, ¿qué es esta esquina vacía del mapa? La que está junto al estanque.»
El abuelo Tomás miró. «Ahí vive la señora Okafor. Se mudó este otoño.»
Leo se rascó la cabeza. «Nunca hemos visto luces allí.»
**La casa sin luces**
Después de comer, los primos fueron andando hasta la esquina del estanque. Caían copos de nieve grandes y perezosos. Todas las casas de la calle brillaban con luces, menos una casita azul con el porche a oscuras y la ventana vacía.
Maya llamó a la puerta. Se abrió despacio, y una mujer alta de pelo plateado los miró.
«Hola», dijo Maya. «Estamos haciendo un mapa para Papá Noel y queríamos poner su casa en él.»
La señora Okafor sonrió, pero tenía los ojos un poco tristes. «Qué amables. Pero no creo que Papá Noel pare aquí. Mis nietos viven lejos este año, y la nieve ha cortado las carreteras. Va a ser una Navidad muy tranquila.»
Los primos volvieron a casa casi sin hablar. Entonces, a mitad de la calle de los Arces, Leo se paró en la nieve.
«Maya», dijo. «Un mapa no sirve solo para encontrar sitios. También puede enseñarle a la gente cuál es su lugar.»
**Un nuevo plan**
Cuando llegaron a casa, el plan ya estaba listo. El abuelo Tomás encontró en el desván una tira de luces que sobraba. Maya horneó otra tanda de jengibre y recortó una casita azul. Leo hizo una tarjeta que decía: «Usted está en nuestro mapa, y está invitada a tomar chocolate».
Luego se lo contaron a los vecinos. El señor Petrov, el de la panadería, dijo que llevaría sus famosos rollos de canela. Los gemelos de la casa verde se ofrecieron a quitar la nieve del camino. Hasta la señora Lindqvist, la de la biblioteca, se apuntó con una caja de velas.
Cuando se puso el sol, todo el grupo cruzó la nieve, que crujía bajo sus pies, hasta la casa azul. Enrollaron las luces en la barandilla del porche. Los gemelos limpiaron los escalones hasta dejarlos relucientes. Maya dejó la casita de jengibre en la entrada, junto a la invitación.
Cuando la señora Okafor abrió la puerta, el porche resplandecía, y un montón de caras sonrientes cantaban un villancico un poco desafinado. Ella se llevó la mano al corazón y se rio con la risa más feliz que los primos habían oído nunca.
**Nochebuena en la calle de los Arces**
Esa noche, la cocina del abuelo Tomás estaba llena a rebosar. La señora Okafor contó historias de la Navidad en la ciudad donde había crecido, y les enseñó a todos un juego de palmas que hizo reír tanto a Leo que le entró hipo. La chocolatera se llenó tres veces.
Antes de irse a dormir, Maya añadió otra estrellita de azúcar al mapa de jengibre, justo encima de la casita azul del estanque. Luego los primos dejaron el mapa junto a las galletas y subieron a acostarse.
Por la mañana, las galletas habían desaparecido y el mapa seguía allí. A su lado había una nota escrita con letra muy redondita: «Gracias por este mapa tan bonito. No lo necesitaba para encontrar el barrio, pero me ha encantado ver que todas sus casas están iluminadas. Ese es el mejor tipo de mapa que existe».
Maya y Leo la leyeron dos veces. Luego corrieron a la ventana y miraron calle abajo. Junto al estanque, la casita azul seguía brillando.
*Los mejores regalos son los que hacen sentir a alguien que tiene su lugar entre nosotros.*`,
  },
];
