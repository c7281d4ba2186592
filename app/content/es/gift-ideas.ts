import { AGE_FILTERS as EN_FILTERS, AGE_GROUPS as EN_GROUPS, BUDGET_TIERS as EN_TIERS, type AgeFilter, type AgeGroup, type BudgetTier } from "../gift-ideas";

/**
 * Spanish gift ideas by age. Prices are in euros, for Spain first, rounded from the English dollar ranges (a
 * family elsewhere reads them as a rough level); the budget tiers keep their English ids.
 */
export const AGE_FILTERS: readonly { id: AgeFilter; label: string }[] = [
  { ...EN_FILTERS[0]!, label: "Todas las edades" },
  { ...EN_FILTERS[1]!, label: "Los más pequeños (2-4)" },
  { ...EN_FILTERS[2]!, label: "Niños pequeños (5-8)" },
  { ...EN_FILTERS[3]!, label: "Niños mayores (9-12)" },
  { ...EN_FILTERS[4]!, label: "Adolescentes (13+)" },
];

export const AGE_GROUPS: readonly AgeGroup[] = [
  {
    ...EN_GROUPS[0]!,
    title: "Los más pequeños",
    description: "Robustos, seguros y para tocar: regalos para pequeños exploradores que aprenden tocando, apilando y jugando a imaginar.",
    gifts: [
      { name: "Arcoíris de madera para apilar", priceRange: "15-30 €", why: "Desarrolla la coordinación entre ojos y manos y el reconocimiento de los colores, y también sirve de túnel o de puente." },
      { name: "Lote de libros de cartón", priceRange: "10-25 €", why: "Sus páginas gruesas aguantan manitas impacientes, y leer juntos ayuda a aprender las primeras palabras." },
      { name: "Comidita de juguete para la cocinita", priceRange: "20-40 €", why: "Jugar a cocinar despierta la imaginación y trae un montón de palabras nuevas." },
      { name: "Carrito andador de arrastre", priceRange: "35-60 €", why: "Da seguridad en los primeros pasos y después se convierte en un carrito para llevar tesoros." },
      { name: "Ceras gruesas y un mantel lavable para pintar", priceRange: "10-20 €", why: "Las ceras fáciles de agarrar se adaptan a los puños pequeños, y el mantel mantiene el desorden a raya." },
      { name: "Lote de instrumentos musicales", priceRange: "20-35 €", why: "Maracas, cascabeles y un tambor pequeño invitan al ritmo, al movimiento y a hacer ruido feliz." },
    ],
  },
  {
    ...EN_GROUPS[1]!,
    title: "Niños pequeños",
    description: "Mentes curiosas a las que les encanta construir, crear y preguntar «¿por qué?»: regalos que hacen crecer la creatividad y la confianza.",
    gifts: [
      { name: "Piezas magnéticas de construcción", priceRange: "30-60 €", why: "Construcciones libres que enseñan formas, equilibrio y a resolver problemas." },
      { name: "Baúl de disfraces", priceRange: "25-45 €", why: "Jugar a ser otros desarrolla la imaginación, la empatía y muchas risas." },
      { name: "Kit de manualidades para principiantes", priceRange: "15-30 €", why: "Recortar, pegar y decorar fortalece la motricidad fina." },
      { name: "Primera bicicleta con ruedines (rueditas)", priceRange: "80-150 €", why: "Confianza al aire libre, equilibrio y un primer sabor de independencia." },
      { name: "Juego de mesa cooperativo", priceRange: "15-30 €", why: "Se gana o se pierde en equipo, así que enseña a colaborar sin lágrimas." },
      { name: "Atlas ilustrado", priceRange: "15-25 €", why: "Abre la puerta al ancho mundo e invita a hacer mil preguntas sobre lugares y animales." },
    ],
  },
  {
    ...EN_GROUPS[2]!,
    title: "Niños mayores",
    description: "Habilidades que crecen y grandes aficiones: regalos que suponen un reto, enseñan algo nuevo y duran mucho más allá de diciembre.",
    gifts: [
      { name: "Kit de experimentos científicos", priceRange: "25-50 €", why: "Los experimentos con las manos convierten la curiosidad en conocimiento de verdad." },
      { name: "Colección de libros de una saga", priceRange: "30-60 €", why: "Una saga mantiene a los jóvenes lectores pasando páginas durante meses." },
      { name: "Robot para aprender a programar", priceRange: "50-100 €", why: "Enseña a pensar con lógica mientras construyen algo que se mueve." },
      { name: "Cuaderno de dibujo y lápices de artista", priceRange: "15-35 €", why: "Anima a practicar y a expresarse con buenas herramientas." },
      { name: "Juego de mesa de estrategia", priceRange: "20-40 €", why: "Pensar con antelación y saber ganar y perder en las noches de juegos en familia." },
      { name: "Equipo de acampada o para mirar las estrellas", priceRange: "25-50 €", why: "Los saca al aire libre a explorar la naturaleza y el cielo nocturno." },
    ],
  },
  {
    ...EN_GROUPS[3]!,
    title: "Adolescentes",
    description: "Independientes, con opiniones propias y muy ocupados: regalos que respetan sus gustos y les dan experiencias para compartir.",
    gifts: [
      { name: "Unos buenos auriculares", priceRange: "40-120 €", why: "Para la música, para concentrarse al estudiar y para hablar con sus amigos." },
      { name: "Vale para una experiencia", priceRange: "30-100 €", why: "Un concierto, una sesión de escalada o un taller crean recuerdos en lugar de trastos." },
      { name: "Cámara instantánea", priceRange: "60-100 €", why: "Fotos impresas de verdad para compartir y colgar, un descanso divertido de las pantallas." },
      { name: "Clase de cocina o libro de recetas para principiantes", priceRange: "20-80 €", why: "Una habilidad para toda la vida que podrán lucir en la próxima comida familiar." },
      { name: "Diario y bolígrafos finos", priceRange: "15-35 €", why: "Un espacio privado para sus ideas, sus planes y su escritura creativa." },
      { name: "Batería portátil para el móvil (celular)", priceRange: "20-40 €", why: "Práctica y siempre bienvenida para adolescentes que no paran." },
    ],
  },
];

export const BUDGET_TIERS: readonly BudgetTier[] = [
  { ...EN_TIERS[0]!, label: "Menos de 25 €", description: "Detalles pequeños y pensados, y sorpresas para el calcetín.", examples: ["Libros", "Material de manualidades", "Puzles y rompecabezas"] },
  { ...EN_TIERS[1]!, label: "25-50 €", description: "Juguetes y juegos favoritos para toda la familia.", examples: ["Juegos de mesa", "Juegos de construcción", "Kits de arte"] },
  { ...EN_TIERS[2]!, label: "50-100 €", description: "Regalos especiales que duran y se usan todo el año.", examples: ["Robots de programación", "Cámaras instantáneas", "Bicis para los pequeños"] },
  { ...EN_TIERS[3]!, label: "Más de 100 €", description: "Un gran regalo para compartir o una experiencia inolvidable.", examples: ["Experiencias en familia", "Buenos auriculares", "Material para el aire libre"] },
];
