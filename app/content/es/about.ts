import { CONTACT_TOKEN } from "~/lib/public-config";
import { ABOUT_SECTIONS as EN_SECTIONS, type AboutSection } from "../about";
import { PRIVACY_RESPONSE_HOURS } from "../privacy";

/** The Spanish about page: the mission, the elves and the magic. */
export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    ...EN_SECTIONS[0]!,
    title: "Nuestra misión",
    paragraphs: [
      "Creemos que todos los niños merecen sentirse escuchados en Navidad. North Pole Mail ofrece a las familias una forma gratuita, segura y sencilla de que los niños escriban a Papá Noel, y de que sus padres reciban una respuesta cariñosa y personal que menciona los deseos de su hijo o su hija.",
      "Alrededor de las cartas hemos reunido lo que las familias disfrutan juntas en diciembre: recetas para cocinar, cuentos para leer en voz alta, villancicos para cantar, dibujos para colorear y juegos. Todo es gratis, sin anuncios y sin cuentas.",
    ],
  },
  {
    ...EN_SECTIONS[1]!,
    title: "Te presentamos a los elfos",
    paragraphs: [
      "Detrás de cada respuesta hay un equipo de elfos muy trabajadores (con un poco de ayuda de algunas personas adultas muy simpáticas). Los elfos clasificadores leen cada carta con cariño, los elfos escritores se aseguran de que la respuesta de Papá Noel sea amable y dé ánimos, y los elfos del taller mantienen la web funcionando sin problemas, incluso en las noches más ajetreadas de diciembre.",
      "Nuestros elfos se toman muy en serio la seguridad. Solo piden lo que una carta necesita, nunca se lo dan a nadie y guardan las cartas poco tiempo: las borran al poco de que Papá Noel haya contestado.",
    ],
  },
  {
    ...EN_SECTIONS[2]!,
    title: "La magia de la Navidad",
    paragraphs: [
      "La magia de la Navidad no está en los regalos. Está en el brillo de los ojos de un niño cuando llega una respuesta, en el olor de unas galletas horneadas en familia y en la emoción de seguir el trineo de Papá Noel en Nochebuena (o de esperar a los Reyes Magos la noche del 5 de enero).",
      "Ojalá esta web ayude a tu familia a crear pequeños recuerdos felices que duren mucho después de guardar los adornos. Gracias por tu visita, ¡y feliz Navidad de parte de todos nosotros en el Polo Norte!",
    ],
  },
];

/** Shown after the sections: where grown-ups write to us (the server's CONTACT_EMAIL in place of the token). */
export const ABOUT_CONTACT = {
  title: "Escríbenos",
  text: `Las personas adultas pueden escribirnos a ${CONTACT_TOKEN}: una pregunta, una respuesta que no ha llegado, una carta que quieran borrar o una idea para la web. Cada mensaje lo lee una persona de verdad, y contestamos en menos de ${PRIVACY_RESPONSE_HOURS} horas.`,
} as const satisfies { readonly title: string; readonly text: string };

export const ABOUT_VALUES: readonly string[] = ["Siempre gratis", "Sin anuncios ni rastreadores", "Seguro para los niños", "Hecho con cariño"];
