/**
 * The Spanish privacy policy: the English text's facts, one for one (what is stored, for how long, who can see it).
 * If the letter flow changes, this text must change with the English.
 */
import { CONTACT_TOKEN } from "~/lib/public-config";
import {
  LETTER_RETENTION_DAYS,
  PARENTAL_CONSENT_AGE,
  PRIVACY_RESPONSE_HOURS,
  PRIVACY_SECTIONS as EN_SECTIONS,
  type PrivacySection,
} from "../privacy";

/** The English file's date, written as Spanish writes dates. */
export const PRIVACY_LAST_UPDATED = "27 de noviembre de 2026";

export const PRIVACY_INTRO =
  "Esta web es un sitio navideño gratuito para familias. Recogemos los menos datos posibles, los usamos solo para enviar la respuesta de Papá Noel y los borramos poco después. En esta página te explicamos exactamente qué ocurre.";

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    ...EN_SECTIONS[0]!,
    title: "Qué información recogemos",
    paragraphs: [
      "Cuando se envía una carta a Papá Noel desde la página «Escribe a Papá Noel», guardamos lo que se ha escrito en el formulario de la carta, junto con la hora a la que llegó y si ya se ha enviado la respuesta de Papá Noel:",
    ],
    list: [
      "El nombre de pila del niño o la niña y su edad.",
      "La ciudad y el país del niño o la niña (basta con la localidad; nunca pedimos la dirección de la casa).",
      "La carta en sí: la lista de deseos, el mensaje para Papá Noel y si se marcó la casilla «Este año me he portado bien».",
      "La dirección de correo electrónico del padre, la madre o el tutor, para que la respuesta de Papá Noel llegue a una persona adulta.",
      "Datos de la lista de niños buenos: el nombre que se escribe en el buscador de la lista se comprueba solo en tu navegador. Nunca se nos envía y nunca lo guardamos.",
    ],
    afterList: [
      "Para evitar que el formulario se use para enviar correos no deseados, también contamos las cartas que llegan desde cada dirección de internet y para cada dirección de correo de los padres. Para ello guardamos de cada una un código (un hash con clave) del que no se puede sacar la dirección, durante un día como máximo; después se borra automáticamente.",
    ],
  },
  {
    ...EN_SECTIONS[1]!,
    title: "Cómo usamos la información",
    paragraphs: [
      "Una carta se usa para una sola cosa: escribir y enviar la respuesta personal de Papá Noel a la dirección de correo del padre, la madre o el tutor. No añadimos esa dirección a ninguna lista de correo ni enviamos boletines ni ofertas.",
      "La respuesta de Papá Noel la escribe un ordenador (una computadora) a partir de lo que dice la carta; nadie lee la carta para escribirla. Hay una excepción, por la seguridad de los niños: si una carta muestra señales de que un niño podría estar sufriendo daño o en peligro (por ejemplo, que alguien le hace daño o que quiere hacerse daño), no se envía ninguna respuesta automática. Una persona formada para ello, en el Polo Norte, lee esa carta, decide si se envía una respuesta delicada y, cuando la ley lo exige o un niño está en peligro, avisa a las personas cuyo trabajo es proteger a los niños. Una carta así se guarda hasta que se ha revisado y después se borra como cualquier otra.",
      "La web no tiene cuentas de usuario, ni rastreadores de terceros, ni cookies, ni publicidad. Cuenta sucesos sencillos, como qué página se abrió o qué botón se pulsó, dentro de la propia página en tu navegador; estos sucesos nunca contienen nada de lo que hayas escrito.",
    ],
  },
  {
    ...EN_SECTIONS[2]!,
    title: "Cómo protegemos la información",
    paragraphs: [
      `Las cartas nos llegan por una conexión cifrada y se guardan solo el tiempo necesario: la carta y la respuesta de Papá Noel se borran automáticamente ${LETTER_RETENTION_DAYS} días después de enviarse la respuesta.`,
      "Cada correo de respuesta incluye un enlace que borra la carta de nuestros registros en ese mismo momento, si prefieres no esperar.",
      "También incluye un enlace privado a una página que muestra la respuesta de Papá Noel y puede leerla en voz alta con la voz de tu propio dispositivo: para eso no se envía ni sonido ni texto a ninguna parte. El enlace solo funciona mientras guardamos la carta, y pedimos a los buscadores que no lo incluyan.",
      "No cargamos scripts, fuentes ni imágenes de otras empresas, así que nadie más ve lo que haces en esta web. Nuestros registros anotan sucesos técnicos, pero nunca el contenido de una carta.",
    ],
  },
  {
    ...EN_SECTIONS[3]!,
    title: "La privacidad de los niños (COPPA)",
    paragraphs: [
      `Cumplimos la Children's Online Privacy Protection Act (COPPA), la ley de Estados Unidos que protege la privacidad de los niños en internet. Para los menores de ${PARENTAL_CONSENT_AGE} años hace falta el consentimiento de su padre, su madre o su tutor: esa persona adulta debería ayudar al niño o la niña a escribir la carta, y tiene que dar su propia dirección de correo para la respuesta.`,
      "La información de los niños nunca se vende, nunca se comparte con fines comerciales y nunca se usa para ningún tipo de publicidad.",
    ],
  },
  {
    ...EN_SECTIONS[4]!,
    title: "Tus derechos",
    paragraphs: ["Los padres, las madres y los tutores pueden, en cualquier momento:"],
    list: [
      "Borrar una carta en el acto con el enlace del correo de respuesta de Papá Noel.",
      "Preguntarnos qué datos tenemos de su hijo o su hija, y pedirnos que los corrijamos o los borremos.",
      "Retirar su consentimiento; entonces borramos la carta y no enviamos nada más.",
    ],
  },
  {
    ...EN_SECTIONS[5]!,
    title: "Contacto",
    paragraphs: [
      `¿Tienes preguntas sobre la privacidad? Escríbenos a ${CONTACT_TOKEN}. Intentamos responder en un plazo de ${PRIVACY_RESPONSE_HOURS} horas.`,
      "Si te preocupa con urgencia la información de un niño, escribe «URGENTE» en el asunto del mensaje y lo atenderemos primero.",
    ],
  },
];
