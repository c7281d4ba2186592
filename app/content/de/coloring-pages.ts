import { FEATURED_COLORING_PAGES as EN, type ColoringPage } from "../coloring-pages";

/** The eight featured coloring pages in German: titles, descriptions and badges; the drawings are the English ones. */
export const FEATURED_COLORING_PAGES: readonly ColoringPage[] = [
  { ...EN[0]!, title: "Fröhlicher Weihnachtsmann", description: "Der Weihnachtsmann mit seiner schlappen Mütze, einem breiten Gürtel mit Schnalle und einem Bart aus flauschigen Locken.", character: "Weihnachtsmann" },
  { ...EN[1]!, title: "Rentier Dasher", description: "Ein freundliches Rentier mit verzweigtem Geweih, einem kuscheligen Schal und einer großen runden Nase.", character: "Rentier" },
  { ...EN[2]!, title: "Schneemann Flocke", description: "Drei dicke Schneekugeln, ein hoher Zylinder, eine Karottennase und ein langer gestreifter Schal.", character: "Schneemann" },
  { ...EN[3]!, title: "Elf Bimmel", description: "Der fleißigste Helfer des Weihnachtsmanns, mit spitzen Ohren, geringelten Schuhen und einer Mütze mit Glöckchen.", character: "Elf" },
  { ...EN[4]!, title: "Lebkuchenhaus", description: "Ein süßes kleines Haus mit einem Dach aus Zuckerguss, Fenstern aus Bonbons und Lutschern neben der Tür.", character: "Lebkuchen" },
  { ...EN[5]!, title: "Weihnachtsbaum", description: "Ein großer Baum mit einem leuchtenden Stern, runden Kugeln und einer geschwungenen Girlande.", character: "Baum" },
  { ...EN[6]!, title: "Weihnachtsstrümpfe", description: "Zwei Strümpfe am Kaminsims, einer mit einem Stern und einer mit einer Schneeflocke, und darunter wartet ein Geschenk.", character: "Strümpfe" },
  { ...EN[7]!, title: "Hütte in der Schneenacht", description: "Eine Blockhütte im Schnee unter einem großen runden Mond, mit Tannen und fallenden Schneeflocken.", character: "Winterlandschaft" },
];
