import type { Locale } from "~/i18n/locale";
import type { AgeBracket } from "./reply-words-en.server";

/**
 * More ways for Santa to open and close a reply, in each language (issue 37): brothers and sisters who write on the
 * same day from the same address each get their own (`forSibling` in reply-content.server.ts; the usual sentence in
 * the language's reply words is the first). They keep the reply words' rules, and `findReplyProblems` checks them.
 */
export interface ReplyVariants {
  /** Two more openings per age group, after the one in the language's reply words. */
  openings: Record<AgeBracket, readonly [string, string]>;
  gentleOpenings: readonly [string, string];
  closings: { little: readonly [string, string]; teen: readonly [string, string]; other: readonly [string, string] };
  gentleClosings: readonly [string, string];
}

export const REPLY_VARIANTS: Record<Locale, ReplyVariants> = {
  en: {
    openings: {
      unknown: [
        "Hello from the North Pole! Your letter found its way to me, and I sat down to read it right away.",
        "This morning your letter landed on my desk, and I read it from beginning to end in my big armchair.",
      ],
      little: [
        "Guess what arrived at the North Pole today? Your letter! I read it out loud, and the reindeer poked their noses in to hear every word.",
        "Look what came to the North Pole today: your letter! Mrs. Claus and I read it together, snuggled up in our coziest chairs.",
      ],
      young: [
        "Today's mail brought your letter to the North Pole, and I opened it at once. The elves crowded around my chair to read along with me.",
        "Snowflakes were falling when your letter reached the North Pole today, so I read it in my warmest armchair while the elves peeked over my shoulder.",
      ],
      older: [
        "It is always a good day at the North Pole when a letter like yours arrives. I read it carefully at my desk, with my reading glasses perched on my nose.",
        "Mrs. Claus brought your letter in with the morning mail, and I read it straight through before my oatmeal went cold. The elves wanted to hear it next.",
      ],
      teen: [
        "I was so pleased to find your letter waiting at the North Pole. Not everyone keeps writing to me as they grow up, and I am grateful that you still do.",
        "Getting your letter this year was a real treat. Lots of people your age decide they have outgrown writing to me, so hearing from you matters a lot.",
      ],
    },
    gentleOpenings: [
      "Thank you for your letter. I found a quiet corner at the North Pole and read it slowly, and I am glad you chose to share your feelings with me.",
      "Here at the North Pole, I have read your letter carefully, all the way to the end. It means a lot that you trusted me with what you have been feeling.",
    ],
    closings: {
      little: [
        "Give your family a big hug from me, and snuggle down early on Christmas Eve. That is my busiest night of the year!",
        "Wave hello to the stars for me on Christmas Eve, then off to bed for a good night's sleep. Merry Christmas!",
      ],
      teen: [
        "Here's to a merry Christmas with everyone at home, and a bright start to the new year.",
        "Wishing you a restful and happy Christmas, with plenty of time for the things you love.",
      ],
      other: [
        "Stay curious, stay kind, and listen closely on Christmas Eve for the jingle of my sleigh bells!",
        "Merry Christmas to your whole family! On Christmas Eve, give the night sky a wave from your window.",
      ],
    },
    gentleClosings: [
      "Wherever you are this Christmas, you are in my thoughts, and I am wrapping you in a big, warm hug.",
      "Please remember that an old friend at the North Pole cares about you, this Christmas and always.",
    ],
  },

  es: {
    openings: {
      unknown: [
        "¡Hola desde el Polo Norte! Tu carta llegó esta mañana a mi escritorio, y me senté a leerla enseguida.",
        "Esta mañana el correo trajo tu carta hasta mi casa, y la leí de principio a fin en mi sillón favorito.",
      ],
      little: [
        "¿Sabes qué llegó hoy al Polo Norte? ¡Tu carta! La leí en voz alta, y los renos asomaron el hocico para no perderse ni una palabra.",
        "¡Mira lo que llegó hoy al Polo Norte: tu carta! La señora Claus y yo la leímos juntos, bien acurrucados en nuestros sillones.",
      ],
      young: [
        "Hoy, entre todas las cartas que llegaron al Polo Norte, estaba la tuya, y la abrí en cuanto la vi. Los elfos se juntaron alrededor de mi silla para leerla conmigo.",
        "Caían copos de nieve cuando tu carta llegó hoy al Polo Norte, así que la leí en mi sillón más calentito mientras los elfos se asomaban por encima de mi hombro.",
      ],
      older: [
        "Siempre es un buen día en el Polo Norte cuando llega una carta como la tuya. La leí con calma en mi escritorio, sin saltarme ni una línea.",
        "La señora Claus me trajo tu carta con el correo de la mañana, y la leí entera antes de que se me enfriara el desayuno. Después, los elfos quisieron escucharla.",
      ],
      teen: [
        "¡Qué gusto me dio encontrar tu carta esperándome en el Polo Norte! No todo el mundo sigue escribiéndome al crecer, y te agradezco de verdad que tú lo hagas.",
        "Recibir tu carta este año fue una sorpresa preciosa. Mucha gente de tu edad decide que ya es demasiado mayor para escribirme, así que saber de ti significa mucho.",
      ],
    },
    gentleOpenings: [
      "Gracias por tu carta. Busqué un rincón tranquilo en el Polo Norte para leerla despacio, y me alegra que hayas querido contarme cómo te sientes.",
      "Leí tu carta aquí, en el Polo Norte, con calma y hasta la última línea. Gracias por confiar en mí y por contarme cosas tan importantes.",
    ],
    closings: {
      little: [
        "Dale un abrazo enorme a tu familia de mi parte, y acurrúcate temprano en Nochebuena: ¡es mi noche de más trabajo!",
        "Saluda a las estrellas de mi parte en Nochebuena, y después, a la camita a descansar. ¡Feliz Navidad!",
      ],
      teen: [
        "Un abrazo muy grande, y feliz Navidad para ti y para toda la gente que quieres.",
        "Te deseo unas fiestas tranquilas y felices, con mucho tiempo para las cosas que te gustan.",
      ],
      other: [
        "Mantén viva tu curiosidad y tu amabilidad, y en Nochebuena escucha bien, por si suenan los cascabeles de mi trineo.",
        "¡Feliz Navidad a ti y a toda tu familia! En Nochebuena, saluda al cielo desde tu ventana.",
      ],
    },
    gentleClosings: [
      "Estés donde estés esta Navidad, te llevo en mis pensamientos y te envuelvo en un abrazo grande y cálido.",
      "Recuerda que en el Polo Norte alguien te quiere mucho, en esta Navidad y siempre.",
    ],
  },

  fr: {
    openings: {
      unknown: [
        "Quelle bonne surprise ce matin au pôle Nord : ta lettre était là, et je l'ai lue aussitôt, sans en sauter une ligne.",
        "Ce matin, ta lettre s'est posée sur mon bureau, et je l'ai lue du début à la fin, dans mon grand fauteuil.",
      ],
      little: [
        "Devine ce qui est arrivé au pôle Nord aujourd'hui ? Ta lettre ! Je l'ai lue à voix haute, et les rennes ont passé le bout du museau pour ne pas en perdre un mot.",
        "Toc, toc ! C'était le facteur du pôle Nord, avec ta lettre. La Mère Noël et moi l'avons lue ensemble, bien au chaud sous une grosse couverture.",
      ],
      young: [
        "Aujourd'hui, parmi toutes les lettres arrivées au pôle Nord, il y avait la tienne, et je l'ai ouverte sans attendre. Les lutins se sont tous serrés autour de moi pour la lire en même temps.",
        "Il neigeait à gros flocons quand ta lettre est arrivée au pôle Nord aujourd'hui, alors je l'ai lue bien au chaud près du poêle, pendant que les lutins jetaient un œil par-dessus mon épaule.",
      ],
      older: [
        "C'est toujours une belle journée au pôle Nord quand arrive une lettre comme la tienne. Je l'ai lue tranquillement à mon bureau, mes lunettes sur le bout du nez.",
        "La Mère Noël m'a apporté ta lettre avec le courrier du matin, et je l'ai lue d'une traite avant que mon café refroidisse. Ensuite, les lutins ont réclamé leur tour.",
      ],
      teen: [
        "J'ai été très heureux de trouver ta lettre au pôle Nord. Tout le monde ne continue pas à m'écrire en grandissant, alors merci de l'avoir fait.",
        "Recevoir ta lettre cette année m'a vraiment touché. Beaucoup de gens de ton âge se trouvent trop grands pour m'écrire, alors la tienne me fait chaud au cœur.",
      ],
    },
    gentleOpenings: [
      "Merci pour ta lettre. Je me suis installé dans un coin tranquille du pôle Nord pour la lire lentement, et je suis heureux que tu aies voulu me confier ce que tu ressens.",
      "Je viens de lire ta lettre, ici au pôle Nord, calmement et jusqu'à la dernière ligne. Merci de m'avoir fait confiance : cela compte beaucoup pour moi.",
    ],
    closings: {
      little: [
        "Fais un gros câlin à ta famille pour moi, et la nuit de Noël, au lit de bonne heure !",
        "Dis bonsoir aux étoiles de ma part la nuit de Noël, puis file faire un gros dodo. Joyeux Noël !",
      ],
      teen: [
        "Plein de bonnes choses pour Noël, à toi et à tous ceux que tu aimes.",
        "Belles fêtes à toi, douces et heureuses, avec plein de temps pour ce qui te plaît.",
      ],
      other: [
        "Garde ton grand cœur, et la nuit de Noël, tends l'oreille vers les grelots de mon traîneau !",
        "Joyeux Noël à toi et à toute ta famille ! La nuit de Noël, fais un petit signe au ciel depuis ta fenêtre.",
      ],
    },
    gentleClosings: [
      "Où que tu sois à Noël, tu es dans mes pensées, et je t'entoure d'un grand câlin tout doux.",
      "N'oublie pas qu'au pôle Nord, quelqu'un tient beaucoup à toi, à Noël et tous les autres jours.",
    ],
  },

  de: {
    openings: {
      unknown: [
        "Was für eine schöne Überraschung: Heute Morgen lag dein Brief auf meinem Schreibtisch, und ich habe ihn sofort aufgemacht.",
        "Die Post hat mir heute deinen Brief gebracht, und ich habe ihn in meinem großen Sessel von vorne bis hinten gelesen.",
      ],
      little: [
        "Rate mal, was heute am Nordpol angekommen ist? Dein Brief! Ich habe ihn laut vorgelesen, und die Rentiere haben neugierig die Nasen hereingesteckt.",
        "Klopf, klopf! Das war der Postbote vom Nordpol mit deinem Brief. Frau Weihnachtsmann und ich haben ihn zusammen gelesen, gemütlich eingekuschelt in eine dicke Decke.",
      ],
      young: [
        "Unter all den Briefen, die heute am Nordpol angekommen sind, war auch deiner, und ich habe ihn gleich geöffnet. Die Wichtel haben sich um meinen Stuhl gedrängt, um mitzulesen.",
        "Draußen fielen dicke Flocken, als dein Brief heute am Nordpol ankam. Ich habe ihn ganz gemütlich am warmen Ofen gelesen, und die Wichtel haben mir über die Schulter geschaut.",
      ],
      older: [
        "Am Nordpol ist es immer ein guter Tag, wenn ein Brief wie deiner ankommt. Ich habe ihn in Ruhe an meinem Schreibtisch gelesen, die Brille auf der Nasenspitze.",
        "Frau Weihnachtsmann hat mir deinen Brief mit der Morgenpost gebracht, und ich habe ihn in einem Zug gelesen, bevor mein Tee kalt wurde. Danach wollten die Wichtel ihn auch hören.",
      ],
      teen: [
        "Wie schön, deinen Brief am Nordpol vorzufinden! Nicht alle schreiben mir noch, wenn sie älter werden, und ich danke dir, dass du es tust.",
        "Ein Brief von dir war in diesem Jahr eine echte Freude. Viele in deinem Alter finden, sie seien zu groß, um mir zu schreiben, darum freut es mich umso mehr, von dir zu hören.",
      ],
    },
    gentleOpenings: [
      "Danke für deinen Brief. Ich habe ihn in einer ruhigen Ecke am Nordpol langsam gelesen, und ich bin froh, dass du mir anvertraust, wie es dir geht.",
      "Ich habe deinen Brief hier am Nordpol gelesen, in aller Ruhe und bis zur letzten Zeile. Dass du mir so viel Vertrauen schenkst, bedeutet mir sehr viel.",
    ],
    closings: {
      little: [
        "Drück deine Familie ganz fest von mir, und genieß die Weihnachtszeit mit Liedern, Kerzenschein und ganz viel Lachen!",
        "Schau an Heiligabend mal zu den Sternen hinauf und winke ihnen von mir zu. Frohe Weihnachten!",
      ],
      teen: [
        "Alles Liebe zu Weihnachten, für dich und alle, die du gern hast, und einen guten Start ins neue Jahr!",
        "Hab erholsame und schöne Feiertage, mit viel Zeit für alles, was dir Freude macht.",
      ],
      other: [
        "Bewahr dir dein großes Herz, und horch an Heiligabend gut hin: Vielleicht klingeln irgendwo meine Schlittenglocken!",
        "Frohe Weihnachten dir und deiner ganzen Familie! Wink an Heiligabend doch mal vom Fenster aus in den Himmel.",
      ],
    },
    gentleClosings: [
      "Wo auch immer du an Weihnachten bist: Ich bin in Gedanken bei dir und nehme dich ganz fest in den Arm.",
      "Vergiss nicht: Am Nordpol gibt es jemanden, der dich sehr gern hat, an Weihnachten und an allen anderen Tagen.",
    ],
  },

  it: {
    openings: {
      unknown: [
        "Che bella sorpresa stamattina al Polo Nord: c'era la tua letterina ad aspettarmi, e mi sono messo subito a leggerla.",
        "Stamattina la tua letterina è atterrata sulla mia scrivania, e l'ho letta dall'inizio alla fine nella mia poltrona preferita.",
      ],
      little: [
        "Indovina che cosa è arrivato oggi al Polo Nord? La tua letterina! L'ho letta ad alta voce, e le renne hanno allungato il muso per non perdersi nemmeno una parola.",
        "Toc toc! Era il postino del Polo Nord con la tua letterina. Mamma Natale e io l'abbiamo letta insieme, tutti e due sotto una coperta bella calda.",
      ],
      young: [
        "Oggi, tra tutte le lettere arrivate al Polo Nord, c'era anche la tua, e l'ho aperta subito. Gli elfi si sono stretti intorno alla mia sedia per leggerla insieme a me.",
        "Fuori cadevano fiocchi di neve quando la tua letterina è arrivata oggi al Polo Nord, così l'ho letta al calduccio vicino alla stufa, con gli elfi che sbirciavano da sopra la mia spalla.",
      ],
      older: [
        "Al Polo Nord è sempre una bella giornata quando arriva una lettera come la tua. L'ho letta con calma alla mia scrivania, con gli occhiali sulla punta del naso.",
        "Mamma Natale mi ha portato la tua lettera con la posta del mattino, e l'ho letta tutta d'un fiato prima che il caffè si raffreddasse. Poi gli elfi hanno voluto sentirla anche loro.",
      ],
      teen: [
        "Sono stato felicissimo di trovare la tua lettera qui al Polo Nord. Non tutti continuano a scrivermi quando crescono, e ti ringrazio davvero di farlo.",
        "Ricevere una tua lettera quest'anno è stata una gioia speciale. Molti ragazzi della tua età pensano di essere troppo grandi per scrivermi, quindi sentirti mi fa un piacere enorme.",
      ],
    },
    gentleOpenings: [
      "Grazie per la tua lettera. Ho cercato un angolo tranquillo qui al Polo Nord per leggerla con calma, e sono contento che tu abbia voluto dirmi come ti senti.",
      "Ho letto la tua lettera qui al Polo Nord, con calma e fino all'ultima riga. Grazie per la fiducia che mi hai dato: per me è davvero preziosa.",
    ],
    closings: {
      little: [
        "Dai un abbraccio grande grande alla tua famiglia da parte mia, e goditi ogni momento di queste feste!",
        "Saluta le stelle per me la notte della Vigilia, e poi tutti a nanna per una bella dormita. Buon Natale!",
      ],
      teen: [
        "Un abbraccio, e buon Natale a te e ai tuoi.",
        "Auguri di feste serene, piene delle cose che ami.",
      ],
      other: [
        "Non perdere mai la tua curiosità e il tuo gran cuore, e la notte della Vigilia tendi l'orecchio: magari sentirai tintinnare i campanelli della mia slitta in lontananza!",
        "Tanti auguri a te e a tutta la tua famiglia! La notte della Vigilia, fai un saluto al cielo dalla finestra.",
      ],
    },
    gentleClosings: [
      "Ovunque tu sia in questo Natale, sei nei miei pensieri, e ti stringo in un abbraccio grande e dolce.",
      "Ricordati che al Polo Nord c'è qualcuno che ti vuole tanto bene, a Natale e in tutti gli altri giorni.",
    ],
  },

  "pt-br": {
    openings: {
      unknown: [
        "Hoje de manhã, sua carta estava me esperando aqui no Polo Norte, e eu li na mesma hora.",
        "Logo cedinho, sua carta pousou na minha mesa, e eu li do começo ao fim na minha poltrona favorita.",
      ],
      little: [
        "Adivinhe o que chegou hoje no Polo Norte? Sua cartinha! Eu li em voz alta, e as renas esticaram o focinho para não perder nenhuma palavra.",
        "Toc, toc! Era o carteiro do Polo Norte trazendo sua cartinha. A Mamãe Noel e eu lemos juntinhos, bem enroladinhos num cobertor quentinho.",
      ],
      young: [
        "No meio de todas as cartas que chegaram hoje ao Polo Norte, estava a sua, e eu abri rapidinho. Os duendes se juntaram em volta da minha cadeira para ler comigo.",
        "Caíam flocos de neve quando sua carta chegou hoje ao Polo Norte, então eu li bem aconchegado perto da lareira, com os duendes espiando por cima do meu ombro.",
      ],
      older: [
        "É sempre um dia bom no Polo Norte quando chega uma carta como a sua. Eu li com calma na minha escrivaninha, com os óculos na ponta do nariz.",
        "A Mamãe Noel me entregou sua carta junto com a correspondência da manhã, e eu li tudo de uma vez antes que o café esfriasse. Depois, os duendes pediram a vez deles.",
      ],
      teen: [
        "Que alegria encontrar sua carta aqui no Polo Norte! Nem todo mundo continua me escrevendo quando cresce, e eu agradeço de verdade por você continuar.",
        "Receber sua carta este ano me deixou muito feliz. Muita gente da sua idade acha que já está grande demais para me escrever, então ter notícias suas é muito especial.",
      ],
    },
    gentleOpenings: [
      "Obrigado pela sua carta. Procurei um cantinho tranquilo aqui no Polo Norte para ler com calma, e fico feliz que você tenha querido me dizer como se sente.",
      "Li sua carta aqui no Polo Norte, com calma e até a última linha. A confiança que você depositou em mim é muito preciosa.",
    ],
    closings: {
      little: [
        "Dê um abraço bem apertado na sua família por mim, e aproveite muito a noite de Natal com todo mundo!",
        "Olhe para o céu na véspera de Natal e mande um tchauzinho para as estrelas por mim. Feliz Natal!",
      ],
      teen: [
        "Um abraço bem forte, e feliz Natal para você e os seus.",
        "Desejo a você festas tranquilas, cheias do que você mais gosta.",
      ],
      other: [
        "Cuide bem desse seu coração enorme, e na véspera de Natal, preste atenção aos sininhos do meu trenó!",
        "Feliz Natal para você e para toda a sua família! Na véspera, acene para o céu lá da sua janela.",
      ],
    },
    gentleClosings: [
      "Onde quer que você esteja neste Natal, você está nos meus pensamentos, e eu te envolvo num abraço bem carinhoso.",
      "Lembre sempre que, lá no Polo Norte, tem alguém que gosta muito de você, no Natal e em todos os outros dias.",
    ],
  },
};
