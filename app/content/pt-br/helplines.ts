import { HELPLINES as EN, type Helpline } from "../helplines";

/**
 * The children's helplines in Brazilian Portuguese: only the words are translated. Numbers and organisations' names
 * stay exactly as in English (the one generic entry, the European 116 111, is described in Portuguese).
 */
export const HELPLINES_HEADING = "Precisa conversar com alguém?";

export const HELPLINES_INTRO =
  "Se alguma coisa está preocupando você, ou se você não se sente seguro, pode conversar com uma pessoa gentil num telefone de ajuda para crianças. É gratuito, e você não precisa dizer o seu nome.";

export const HELPLINES: readonly Helpline[] = [
  { ...EN[0]!, place: "Estados Unidos", note: "a qualquer hora, de dia ou de noite" },
  { ...EN[1]!, place: "Estados Unidos", note: "ligação ou mensagem de texto, a qualquer hora" },
  { ...EN[2]!, place: "Reino Unido", note: "gratuito, a qualquer hora" },
  { ...EN[3]!, place: "Canadá", note: "a qualquer hora, ou mande a mensagem CONNECT para 686868" },
  { ...EN[4]!, place: "Irlanda", note: "gratuito, a qualquer hora" },
  { ...EN[5]!, place: "Austrália", note: "gratuito, a qualquer hora" },
  { ...EN[6]!, place: "Nova Zelândia", note: "gratuito, para crianças e jovens de 5 a 19 anos" },
  { ...EN[7]!, place: "Em toda a Europa", organisation: "o telefone de ajuda para crianças no número europeu", note: "gratuito na maioria dos países da Europa" },
];

export const HELPLINES_EMERGENCY =
  "Se alguém está em perigo agora mesmo, ligue para o número de emergência: 911 nos Estados Unidos e no Canadá, 999 no Reino Unido, 112 ou 999 na Irlanda, 000 na Austrália, 111 na Nova Zelândia ou 112 em qualquer lugar da Europa.";
