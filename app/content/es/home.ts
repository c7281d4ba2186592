import {
  HOME_FEATURES as EN_FEATURES,
  HOME_MORE_FUN as EN_MORE_FUN,
  HOME_STEPS as EN_STEPS,
  HOME_WHY as EN_WHY,
  type ChristmasCountdownCopy,
  type HOME_TRUST_BADGES as EN_TRUST_BADGES,
} from "../home";
import type { FeatureCardContent, Stat, Step } from "../types";

type Texts<T> = { readonly [K in keyof T]: string };

export const HOME_TRUST_BADGES: Texts<typeof EN_TRUST_BADGES> = ["100 % gratis", "Seguro para los niños", "Respuesta en menos de 24 horas"];

export const HOME_COUNTDOWN: ChristmasCountdownCopy = {
  heading: "Cuenta atrás para Navidad",
  timerLabel: "Tiempo que falta para Navidad",
  christmasDay: {
    heading: "¡Feliz Navidad!",
    message:
      "El trineo de Papá Noel ya está en casa y los renos descansan después de su larga noche. Todo el Polo Norte le desea a tu familia un día lleno de alegría.",
  },
};

export const HOME_STEPS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Escribe tu carta",
    text: "Tu hijo o tu hija le cuenta a Papá Noel su nombre, sus deseos y todo lo que quiera. Una persona adulta añade su correo electrónico.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Envíala al Polo Norte",
    text: "Con solo pulsar un botón, la carta vuela al Polo Norte, donde los elfos la ordenan para Papá Noel.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Recibe la respuesta de Papá Noel",
    text: "Papá Noel contesta al correo de la persona adulta con una respuesta personal que menciona los deseos de tu hijo o tu hija.",
  },
];

export const HOME_FEATURES: readonly FeatureCardContent[] = [
  {
    ...EN_FEATURES[0]!,
    title: "Escribe a Papá Noel",
    text: "Un formulario de carta sencillo, pensado para manos pequeñas, y una respuesta cariñosa y personal de Papá Noel por correo electrónico.",
    cta: "Escribir una carta",
  },
  {
    ...EN_FEATURES[1]!,
    title: "La lista de niños buenos",
    text: "Busca cualquier nombre en la lista de niños buenos de Papá Noel e imprime un precioso diploma de recuerdo.",
    cta: "Consultar la lista",
  },
  {
    ...EN_FEATURES[2]!,
    title: "Sigue a Papá Noel",
    text: "Sigue el trineo de Papá Noel por todo el mundo en Nochebuena, ciudad a ciudad, contando los regalos que va dejando.",
    cta: "Seguir a Papá Noel",
  },
];

export const HOME_MORE_FUN: readonly FeatureCardContent[] = [
  {
    ...EN_MORE_FUN[0]!,
    title: "Recetas navideñas",
    text: "Galletas de jengibre, chocolate caliente, galletas para Papá Noel y zanahorias para los renos: recetas fáciles para cocinar en familia.",
    cta: "Ver recetas",
  },
  {
    ...EN_MORE_FUN[1]!,
    title: "Actividades divertidas",
    text: "Dibujos para colorear, villancicos para cantar, tarjetas hechas a mano y películas de Navidad para tardes en familia.",
    cta: "Ver actividades",
  },
];

export const HOME_WHY: readonly Step[] = [
  {
    ...EN_WHY[0]!,
    title: "Seguro y protegido",
    text: "Sin cuentas, sin publicidad y sin rastreadores. Las cartas se guardan solo el tiempo necesario, y una madre, un padre o un tutor puede borrar una en cualquier momento.",
  },
  {
    ...EN_WHY[1]!,
    title: "Respuesta en menos de 24 horas",
    text: "La mayoría de las respuestas llegan en pocos minutos. Si el correo va lento, los elfos de Papá Noel lo siguen intentando hasta que llega.",
  },
  {
    ...EN_WHY[2]!,
    title: "Pensado para familias",
    text: "Cada palabra de este sitio está escrita para niños y revisada por madres y padres. No hay nada que comprar ni hace falta registrarse.",
  },
];

export function homeStats(marketing: { families: string; letters: string; replyRate: string; replyHours: number }): Stat[] {
  return [
    { value: marketing.families, label: "Familias felices" },
    { value: marketing.letters, label: "Cartas enviadas a Papá Noel" },
    { value: marketing.replyRate, label: "Cartas respondidas" },
    { value: `${marketing.replyHours} h`, label: "Tiempo de respuesta" },
  ];
}
