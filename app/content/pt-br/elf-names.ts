import type { ELF_ABILITIES as EN_ABILITIES, ELF_JOB_TITLES as EN_JOBS, ELF_PREFIXES as EN_PREFIXES, ELF_SUFFIXES as EN_SUFFIXES, MONTH_NAMES as EN_MONTHS } from "../elf-names";

/** The same tuple as the English list, with Brazilian Portuguese words in it. */
type Words<T> = { readonly [K in keyof T]: string };

/**
 * Brazilian Portuguese word lists for the elf name generator, in the same counts as English: the name reads
 * "<prefix> <first name> <suffix>", so prefixes are sweet nicknames that are nouns (no adjectives, which would have
 * to agree with a girl's or a boy's name) and suffixes read like funny surnames, many of them Brazilian treats:
 * "Pudim Ana Brigadeiro", "Picolé Lucas Pé de Valsa", "Chamego Bia Jujuba". Job titles use words that suit a girl
 * or a boy alike (chefe, especialista, responsável, artista, fera, ajudante, designer).
 */
export const ELF_PREFIXES: Words<typeof EN_PREFIXES> = [
  "Blim-Blém",
  "Pisca-Pisca",
  "Faísca",
  "Alegria",
  "Picolé",
  "Docinho",
  "Festão",
  "Floquinho",
  "Azevinho",
  "Bombom",
  "Cacau",
  "Brilho",
  "Hortelã",
  "Chamego",
  "Biscoito",
  "Estrelinha",
  "Sorriso",
  "Botãozinho",
  "Gengibre",
  "Algodão-Doce",
  "Granulado",
  "Guirlanda",
  "Folia",
  "Pudim",
  "Bolinha",
  "Veludo",
];

/** One suffix per birth month, January first. */
export const ELF_SUFFIXES: Words<typeof EN_SUFFIXES> = [
  "Floco de Neve",
  "Confeito",
  "Purpurina",
  "Bengalinha",
  "Jujuba",
  "Badalo",
  "Cereja",
  "Luz de Estrela",
  "Pinha",
  "Luvinha",
  "Brigadeiro",
  "Pé de Valsa",
];

export const ELF_JOB_TITLES: Words<typeof EN_JOBS> = [
  "Chefe de testes de brinquedos",
  "Especialista em provar biscoitos",
  "Responsável pelo penteado das renas",
  "Artista do papel de presente",
  "Fera dos laços de fita",
  "Especialista em polir o trenó",
  "Designer de flocos de neve",
  "Responsável pela triagem das cartas",
  "Chefe do chocolate quente",
  "Artista das bolas de Natal",
  "Especialista em afinar sininhos",
  "Chefe da costura das meias de Natal",
  "Artista das listras das bengalinhas doces",
  "Chefe da estação do trenzinho",
  "Fera das casinhas de gengibre",
  "Ajudante da Lista dos Bonzinhos",
];

export const ELF_ABILITIES: Words<typeof EN_ABILITIES> = [
  "Embrulha um presente em três segundinhos",
  "Fala a língua das renas sem sotaque",
  "Faz os flocos de neve dançarem no ar",
  "Ouve um sininho a um quilômetro de distância",
  "Faz biscoitos que deixam todo mundo sorrindo",
  "Acha chinelos perdidos num piscar de olhos",
  "Sabe de cor todas as músicas de Natal",
  "Faz os brinquedos de madeira darem risadinhas",
  "Transforma cara feia em sorriso",
  "Brilha como pisca-pisca quando está feliz",
];

/** Month names standing alone in the birth-month list, so each begins with a capital. */
export const MONTH_NAMES: Words<typeof EN_MONTHS> = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
];
