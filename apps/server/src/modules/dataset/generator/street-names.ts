/** Street names of the kind California subdivisions use, and the suffixes they take. */
// biome-ignore format: a word list
export const STREET_NAME_STEMS: readonly string[] = [
  // trees and plants
  'Oak', 'Maple', 'Elm', 'Pine', 'Cedar', 'Willow', 'Sycamore', 'Magnolia', 'Acacia', 'Cypress', 'Redwood',
  'Eucalyptus', 'Jacaranda', 'Olive', 'Walnut', 'Almond', 'Orange', 'Lemon', 'Palm', 'Juniper', 'Laurel',
  'Alder', 'Aspen', 'Birch', 'Poplar', 'Sequoia', 'Manzanita', 'Madrone', 'Buckeye', 'Chestnut', 'Hickory',
  'Linden', 'Mulberry', 'Peach', 'Plum', 'Cherry', 'Apricot', 'Fig', 'Pepper Tree', 'Bougainvillea',
  'Camellia', 'Gardenia', 'Hibiscus', 'Jasmine', 'Lavender', 'Oleander', 'Primrose', 'Rosewood', 'Sagebrush',
  'Toyon', 'Wisteria',
  // Spanish names
  'Del Mar', 'Buena Vista', 'Sierra', 'Bonita', 'Linda', 'Hermosa', 'Loma', 'Mesa', 'Arroyo', 'Paseo',
  'Monte Vista', 'Montecito', 'Encina', 'Alta', 'Verde', 'Dorado', 'Corona', 'Estrella', 'Paloma', 'Rosa',
  'Sonoma', 'Napa', 'Marin', 'Monterey', 'Mariposa', 'Alameda de las Pulgas', 'Camino Alto', 'Vista Grande',
  'Los Robles', 'Las Palmas', 'El Camino', 'San Carlos', 'San Antonio', 'Santa Rosa', 'Santa Ana',
  'San Miguel', 'Del Rey', 'La Cresta', 'Solana', 'Tierra', 'Amapola', 'Cordova', 'Granada', 'Valencia',
  'Sevilla', 'Toledo', 'Madrid', 'Barcelona', 'Catalina', 'Corsica', 'Capistrano', 'Descanso', 'Escondido',
  'Fresno', 'Merced',
  // people and history
  'Washington', 'Lincoln', 'Jefferson', 'Madison', 'Monroe', 'Adams', 'Jackson', 'Grant', 'Franklin',
  'Hamilton', 'Sutter', 'Fremont', 'Kearny', 'Stanford', 'Crocker', 'Muir', 'Portola', 'Anza', 'Serra',
  'Cabrillo', 'Vallejo', 'Alvarado', 'Pico', 'Sepulveda', 'Figueroa', 'Yorba', 'Bidwell', 'Carson', 'Larkin',
  'Bixby', 'Huntington', 'Wilshire', 'Lankershim', 'Van Ness', 'Polk', 'Tyler', 'Pierce', 'Taylor', 'Fillmore',
  'Harrison', 'Cleveland', 'Garfield', 'Hayes', 'Roosevelt', 'Wilson', 'Coolidge', 'Hoover', 'Truman',
  'Kennedy', 'Reagan',
  // landscape
  'Sunset', 'Sunrise', 'Ocean View', 'Bay View', 'Hillcrest', 'Ridgeview', 'Valley View', 'Lakeview',
  'Highland', 'Skyline', 'Canyon View', 'Mountain View', 'Golden Gate', 'Seabreeze', 'Sandpiper', 'Driftwood',
  'Shoreline', 'Foothill', 'Meadowbrook', 'Brookside', 'Fairway', 'Greenbrier', 'Westwood', 'Eastwood',
  'Northridge', 'Southgate', 'Crestview', 'Glenview', 'Parkview', 'Riverside', 'Lakeside', 'Hilltop', 'Summit',
  'Horizon', 'Pacific', 'Atlantic', 'Mission', 'Presidio', 'Rancho', 'Vineyard', 'Orchard', 'Harvest',
  'Prairie', 'Desert Sage', 'Mesquite', 'Yucca', 'Joshua', 'Saguaro', 'Ocotillo', 'Coyote', 'Mustang',
  'Palomino', 'Appaloosa', 'Stallion',
  // birds
  'Quail', 'Oriole', 'Robin', 'Lark', 'Dove', 'Falcon', 'Hawk', 'Heron', 'Sparrow', 'Cardinal', 'Bluebird',
  'Hummingbird', 'Kingfisher', 'Meadowlark', 'Mockingbird', 'Pelican', 'Egret', 'Osprey', 'Condor', 'Swallow',
  // places and gems
  'Cambridge', 'Oxford', 'Windsor', 'Kensington', 'Devonshire', 'Sherwood', 'Nottingham', 'Camden', 'Chelsea',
  'Ashford', 'Berkshire', 'Carlisle', 'Dartmouth', 'Exeter', 'Hampton', 'Lancaster', 'Newport', 'Princeton',
  'Yale', 'Harvard', 'Vassar', 'Amherst', 'Emerald', 'Sapphire', 'Ruby', 'Opal', 'Topaz', 'Jade', 'Garnet',
  'Crystal', 'Diamond', 'Coral', 'Pearl', 'Amber', 'Silver', 'Golden', 'Copper', 'Granite', 'Marble',
];

/** Suffix words with weights as they appear in California subdivisions. */
export const STREET_SUFFIX_WEIGHTS: readonly (readonly [string, number])[] = [
  ['St', 14],
  ['Ave', 14],
  ['Dr', 18],
  ['Ct', 12],
  ['Ln', 8],
  ['Way', 9],
  ['Pl', 5],
  ['Rd', 6],
  ['Cir', 4],
  ['Blvd', 2],
  ['Ter', 2],
  ['Trl', 1],
  ['Pkwy', 1],
  ['Loop', 1],
  ['Row', 1],
  ['Sq', 1],
];

/** Ordinal street names ("1st St", "22nd Ave") for older grids. */
export function ordinalStreet(n: number): string {
  const s =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${s}`;
}
