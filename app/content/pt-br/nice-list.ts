import { NICE_LIST_STATS as EN_STATS, NICE_LIST_STEPS as EN_STEPS, type NICE_MESSAGES as EN_MESSAGES } from "../nice-list";
import type { Step } from "../types";

/** The same tuple as the English list, with Brazilian Portuguese words in it. */
type Words<T> = { readonly [K in keyof T]: string };

/**
 * The five Brazilian Portuguese result messages: the same count as in English, because the message is chosen by the
 * name's character-code sum modulo 5. Each is warm and true of every child.
 */
export const NICE_MESSAGES: Words<typeof EN_MESSAGES> = [
  "O Papai Noel abriu o maior sorriso quando achou o seu nome: sua bondade iluminou o Polo Norte o ano inteirinho!",
  "Os duendes conferiram duas vezes e comemoraram nas duas. Com suas mãos que ajudam e seu coração gentil, você está lá no topo da lista!",
  "O nariz do Rudolph brilhou mais forte quando chegou a vez do seu nome. Obrigado por dividir, cuidar dos outros e fazer todo mundo rir!",
  "A Mamãe Noel diz que suas boas ações aqueceram a oficina inteira como uma caneca de chocolate quente. Continue sendo essa pessoa maravilhosa!",
  "Seu nome brilha com tinta dourada na lista do Papai Noel. As renas mal podem esperar para passar aí na véspera de Natal!",
];

export const NICE_LIST_STEPS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Digite um primeiro nome",
    text: "Escreva o primeiro nome da criança que você quer consultar. Só o primeiro nome: não precisa de mais nada, e nada é enviado para lugar nenhum.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Os duendes conferem duas vezes",
    text: "Os duendes folheiam o livrão do Polo Norte e calculam uma nota de bondade, de 0 a 100.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Imprima seu certificado",
    text: "Comemore com um certificado oficial da Lista dos Bonzinhos, assinado pelo Papai Noel, pronto para imprimir e pendurar na geladeira.",
  },
];

/** The hero's fixed stats (the first, the season's year, is computed from the visitor's date). */
export const NICE_LIST_STATS: readonly { value: string; label: string }[] = [
  { ...EN_STATS[0], value: "99,9%", label: "Precisão dos duendes" },
  { ...EN_STATS[1], label: "Conferindo dia e noite" },
  { ...EN_STATS[2], label: "Magia de Natal" },
];
