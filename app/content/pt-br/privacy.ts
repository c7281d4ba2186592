/**
 * The privacy policy in Brazilian Portuguese. It says exactly what the English says (what is stored, for how long,
 * who can see it); if the English changes, this must change with it. Parents are addressed as "você".
 */
import { CONTACT_TOKEN } from "~/lib/public-config";
import { LETTER_RETENTION_DAYS, PARENTAL_CONSENT_AGE, PRIVACY_RESPONSE_HOURS, PRIVACY_SECTIONS as EN, type PrivacySection } from "../privacy";

/** The English PRIVACY_LAST_UPDATED, written as a Brazilian date. */
export const PRIVACY_LAST_UPDATED = "27 de novembro de 2026";

export const PRIVACY_INTRO =
  "Este é um site de Natal gratuito para famílias. Coletamos o mínimo possível de dados, usamos esses dados só para enviar a resposta do Papai Noel e os apagamos pouco tempo depois. Esta página explica exatamente o que acontece.";

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    ...EN[0]!,
    title: "Dados que coletamos",
    paragraphs: [
      "Quando uma carta para o Papai Noel é enviada pela página Escreva para o Papai Noel, guardamos o que foi digitado no formulário da carta, junto com o horário em que ela chegou e a informação de se a resposta do Papai Noel já foi enviada:",
    ],
    list: [
      "O primeiro nome e a idade da criança.",
      "A cidade e o país da criança (a cidade basta; nunca pedimos endereço com rua e número).",
      "A carta em si: a lista de desejos, a mensagem para o Papai Noel e se a caixinha dizendo que a criança se comportou bem este ano foi marcada.",
      "O e-mail do pai, da mãe ou do responsável, para que a resposta do Papai Noel chegue a um adulto.",
      "Dados da Lista dos Bonzinhos: o nome digitado na consulta à Lista dos Bonzinhos é conferido só no seu navegador. Ele nunca é enviado para nós e nunca o guardamos.",
    ],
    afterList: [
      "Para evitar que o formulário da carta seja usado para mandar e-mails indesejados, também contamos as cartas por endereço de internet (IP) e por e-mail do responsável. Para isso guardamos um código embaralhado de cada um (um hash com chave), que não pode ser transformado de volta no endereço, por no máximo um dia; depois ele é apagado automaticamente.",
    ],
  },
  {
    ...EN[1]!,
    title: "Como usamos os dados",
    paragraphs: [
      "Uma carta é usada para uma única coisa: escrever e enviar a resposta pessoal do Papai Noel para o e-mail do responsável. Não colocamos o e-mail em nenhuma lista de envio e não mandamos newsletters nem ofertas.",
      "A resposta do Papai Noel é escrita por um computador a partir do que diz a carta; ninguém lê a carta para escrevê-la. Existe uma exceção, para a segurança das crianças: se uma carta mostrar sinais de que uma criança pode estar sendo machucada ou não está segura (por exemplo, alguém a machucando, ou a criança querendo se machucar), nenhuma resposta automática é enviada. Uma pessoa preparada para isso, no Polo Norte, lê essa carta, decide se uma resposta delicada será enviada e, quando a lei exigir ou uma criança estiver em perigo, avisa as pessoas cujo trabalho é proteger crianças. Uma carta assim fica guardada até ser analisada e depois é apagada como qualquer outra.",
      "O site não tem contas de usuário, nem rastreadores de terceiros, nem cookies, nem publicidade. Ele conta eventos simples, como qual página foi aberta ou qual botão foi apertado, dentro da própria página no seu navegador; esses eventos nunca contêm nada do que você digitou.",
    ],
  },
  {
    ...EN[2]!,
    title: "Como protegemos os dados",
    paragraphs: [
      `As cartas chegam até nós por uma conexão criptografada e ficam guardadas só pelo tempo necessário: a carta e a resposta do Papai Noel são apagadas automaticamente ${LETTER_RETENTION_DAYS} dias depois de a resposta ser enviada.`,
      "Todo e-mail de resposta traz um link que apaga a carta dos nossos registros na mesma hora, se você preferir não esperar.",
      "Ele também traz um link particular para uma página que mostra a resposta do Papai Noel e pode lê-la em voz alta com a voz do seu próprio aparelho: para isso, nenhum som ou texto é enviado para lugar nenhum. O link só funciona enquanto a carta estiver guardada, e pedimos aos buscadores que não o incluam.",
      "Não carregamos scripts, fontes nem imagens de outras empresas, então ninguém mais vê o que você faz neste site. Nossos registros anotam eventos técnicos, mas nunca o conteúdo de uma carta.",
    ],
  },
  {
    ...EN[3]!,
    title: "Privacidade das crianças (COPPA)",
    paragraphs: [
      `Seguimos a COPPA (Children's Online Privacy Protection Act), a lei americana de proteção da privacidade de crianças na internet. O consentimento dos pais é obrigatório para crianças com menos de ${PARENTAL_CONSENT_AGE} anos: um pai, uma mãe ou um responsável deve ajudar a criança a escrever a carta e precisa informar o próprio e-mail para a resposta.`,
      "Os dados das crianças nunca são vendidos, nunca são compartilhados para marketing e nunca são usados para nenhum tipo de publicidade.",
    ],
  },
  {
    ...EN[4]!,
    title: "Seus direitos",
    paragraphs: ["Pais e responsáveis podem, a qualquer momento:"],
    list: [
      "Apagar uma carta na mesma hora, pelo link no e-mail de resposta do Papai Noel.",
      "Perguntar quais dados temos sobre a criança e pedir que sejam corrigidos ou apagados.",
      "Retirar o consentimento; depois disso, apagamos a carta e não enviamos mais nada.",
    ],
  },
  {
    ...EN[5]!,
    title: "Fale com a gente",
    paragraphs: [
      `Dúvidas sobre privacidade? Escreva para ${CONTACT_TOKEN}. Procuramos responder em até ${PRIVACY_RESPONSE_HOURS} horas.`,
      "Se for um assunto urgente sobre os dados de uma criança, coloque \u201CURGENT\u201D (\u201Curgente\u201D em inglês) no assunto do e-mail, e vamos olhar a sua mensagem primeiro.",
    ],
  },
];
