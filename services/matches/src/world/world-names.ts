const words = (text: string): readonly string[] => text.trim().split(/\s+/);

// Invented names only: no real club, town of a real club, or person is meant. Each town carries
// its own three-letter short name, unique in the pool.

export const TOWNS: readonly (readonly [name: string, shortName: string])[] = [
  ['Ravenmoor', 'RAV'],
  ['Eldergate', 'ELD'],
  ['Stormhaven', 'STO'],
  ['Duskwater', 'DUS'],
  ['Ironvale', 'IRO'],
  ['Silverport', 'SIL'],
  ['Wolfcrest', 'WOL'],
  ['Goldmere', 'GOL'],
  ['Briarwick', 'BRI'],
  ['Cobalt Heath', 'COB'],
  ['Frostford', 'FRO'],
  ['Emberly', 'EMB'],
  ['Kestrel Bay', 'KES'],
  ['Thornmouth', 'THO'],
  ['Marrowdale', 'MAR'],
  ['Hollowmere', 'HOL'],
  ['Greywick', 'GRE'],
  ['Lanternfield', 'LAN'],
  ['Pinecrest', 'PIN'],
  ['Quillhaven', 'QUI'],
  ['Umberfell', 'UMB'],
  ['Vexley', 'VEX'],
  ['Yarrowby', 'YAR'],
  ['Zephyr Point', 'ZEP'],
  ['Copperbridge', 'COP'],
  ['Nettlecombe', 'NET'],
];

export const CLUB_SUFFIXES: readonly string[] = [
  'Rovers',
  'Athletic',
  'Wanderers',
  'Harriers',
  'Rangers',
  'Dynamo',
  'Olympic',
  'Albion',
  'Town',
  'City',
  'Sporting',
  'Corinthians',
];

export const FIRST_NAMES = words(`
  Aldo Bastian Caio Dario Elio Fintan Gaspard Hugo Ilyas Jonah Kofi Lorcan Matteo Niklas Oskar
  Pavel Quentin Rafael Soren Tiago Ulrich Valentin Wilfred Xavi Yannick Zoran Anselm Bruno Cyril
  Dmitri Emeka Florian Goran Henrik Ivo Jasper Kenji Leandro Milos Nando Olek Piet Rasmus Sandro
  Teodor Umar Vito Wendel Yusuf Zeno Amadou Benedek Cosmin Davor Enzo Farid Gideon Hamish Idris
  Joaquin
`);

export const LAST_NAMES = words(`
  Ashwell Brannock Castellow Drummond Eskeland Falconer Garrow Holmgard Ibarrena Jovanek
  Kettering Lindqvar Moravec Nakamori Oyelaran Pellegrani Quaresmo Rautavaara Szabolin Tavernier
  Uwakwe Valdemar Westergaard Yeboan Zapatero Arkwright Belisandro Corvalan Dunleavy Estrabou
  Fenwicke Grimaldo Haverkamp Ilunga Jaramilo Kowalczan Larrabee Marchetto Nwachuk Ostrova
  Pirlanti Quimbaya Rosenkvist Saltmarsh Tremaine Uribarri Varennes Whitlock Yardley Zelinsky
  Abernathy Brightwater Cazorlan Delacroixe Engstrand Fairbairn Gallardoz Hollingbrook Iversund
  Kallistrat Lombardin Mendevil Northcote Okafora Ptacek Rinaldetti Stavanko Thistlewood Underhay
  Vasquero Wynfield Ximenez Yildrim Zubiarte Achterberg Bonaventi Cheverell Darroch
`);
