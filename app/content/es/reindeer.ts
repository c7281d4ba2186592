import { REINDEER as EN, type Reindeer } from "../reindeer";

/**
 * Santa's nine reindeer in Spanish. Their names stay as the 1823 poem gave them (and Rudolph as his story did):
 * Spanish books translate them in many different ways, and the other pages use these names too.
 */
export const REINDEER: readonly Reindeer[] = [
  {
    ...EN[0]!,
    personality: "Veloz y entusiasta",
    description:
      "Dasher es siempre el primero en salir del establo por la mañana y el primero en ponerse el arnés en Nochebuena. Le encanta echar carreras al viento sobre el lago helado y parece que nunca se cansa.",
    specialPower: "Supervelocidad: cruza un océano en lo que tardas en estornudar.",
    favoriteTreat: "Palitos de zanahoria crujientes",
    funFact: "Dasher practica los despegues todos los días del año, incluso el día de su cumpleaños.",
  },
  {
    ...EN[1]!,
    personality: "Elegante y alegre",
    description:
      "Dancer se desliza por el cielo como si bailara al ritmo de una música que solo ella oye. Los elfos dicen que sus pezuñas apenas rozan la nieve cuando aterriza en un tejado.",
    specialPower: "Aterrizajes suaves como una pluma que nunca despiertan a nadie.",
    favoriteTreat: "Rodajas de manzana con una pizca de canela",
    funFact: "Dancer enseñó a los renos más jóvenes a dar vueltas en el aire para el desfile de Nochebuena.",
  },
  {
    ...EN[2]!,
    personality: "Orgulloso y juguetón",
    description:
      "Prancer levanta mucho las rodillas a cada paso y le encanta presumir de sus brillantes astas. Pero detrás de tanto brillo hay un amigo fiel que siempre comparte su heno.",
    specialPower: "Un equilibrio perfecto en los tejados más empinados y helados.",
    favoriteTreat: "Galletitas dulces de avena",
    funFact: "Prancer se pule las astas con un paño suave todas las mañanas antes de desayunar.",
  },
  {
    ...EN[3]!,
    personality: "Lista y curiosa",
    description:
      "Vixen es la que resuelve los enigmas del equipo. Cuando una chimenea es demasiado estrecha o una calle es un lío, ella encuentra una forma ingeniosa de pasar.",
    specialPower: "Lleva en la cabeza un mapa de cada pueblo, cada camino y cada tejado del mundo.",
    favoriteTreat: "Galletas de cebada con miel",
    funFact: "Vixen sabe volver a casa con los ojos cerrados, solo siguiendo el olor de lo que hornea la señora Claus.",
  },
  {
    ...EN[4]!,
    personality: "Aventurero y brillante",
    description:
      "A Comet le encanta explorar y siempre es el primero en ofrecerse para probar una ruta nueva. Cuando vuela a toda velocidad, deja detrás un leve destello plateado.",
    specialPower: "Una estela brillante que ayuda al equipo a seguirse entre las nubes.",
    favoriteTreat: "Galletas de zanahoria con forma de estrella",
    funFact: "Comet ha contado dos veces todas las estrellas que hay sobre el Polo Norte, y cada vez le salió un número distinto.",
  },
  {
    ...EN[5]!,
    personality: "Amable y cariñosa",
    description:
      "Cupid tiene el corazón más tierno de los establos. Se da cuenta enseguida de cuándo alguien está triste y se acerca a darle un achuchón con el hocico hasta que vuelve a sonreír.",
    specialPower: "Sabe qué hogares necesitan un poquito más de alegría navideña.",
    favoriteTreat: "Puré de boniato (camote) calentito",
    funFact: "Cupid cuida de todos los renos bebé que nacen en el Polo Norte.",
  },
  {
    ...EN[6]!,
    personality: "Fuerte y constante",
    description:
      "Donner es el más fuerte de todos los renos. Cuando el trineo va cargadísimo de regalos, clava las pezuñas y tira sin quejarse ni una sola vez.",
    specialPower: "Una fuerza enorme: puede levantar el trineo entero por encima de una montaña.",
    favoriteTreat: "Un gran cuenco de líquenes y musgo",
    funFact: "El resoplido de Donner es tan fuerte que los elfos lo usan para avisar de la hora de comer.",
  },
  {
    ...EN[7]!,
    personality: "Valiente y lleno de energía",
    description:
      "Blitzen no para quieto ni un segundo. Le encanta volar con mal tiempo y nunca tiene miedo de las tormentas, y eso hace que todo el equipo también se sienta valiente.",
    specialPower: "Reflejos rapidísimos, como un rayo, que guían el trineo sano y salvo alrededor de cualquier tormenta.",
    favoriteTreat: "Rodajas de pera fresquitas",
    funFact: "El juego favorito de Blitzen es la guerra de bolas de nieve, y nadie ha conseguido darle ni una sola vez.",
  },
  {
    ...EN[8]!,
    personality: "Valiente y con un gran corazón",
    description:
      "La brillante nariz roja de Rudolph ilumina el camino entre la niebla, la nieve y las noches más oscuras. Va en cabeza, delante de todo el trineo, y siempre se asegura de que nadie se quede atrás.",
    specialPower: "Una nariz roja y brillante que ilumina el cielo como un farol.",
    favoriteTreat: "Zanahorias a rayas como bastones de caramelo",
    funFact: "En las noches más frías, la nariz de Rudolph brilla todavía más.",
  },
];
