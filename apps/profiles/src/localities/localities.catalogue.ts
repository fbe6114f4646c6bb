/** A locality of the reference list, with approximate coordinates (WGS 84, decimal degrees). */
export interface CatalogueLocality {
  name: string;
  /** The town it belongs to; equals name for a town. */
  city: string;
  latitude: number;
  longitude: number;
}

/**
 * Dakar's neighbourhoods and the towns of Senegal that profiles can be attached to. Coordinates
 * are approximate centres: they only feed the 5/10/25 km filters and the proximity sort.
 */
export const LOCALITIES_CATALOGUE: readonly CatalogueLocality[] = [
  { name: 'Plateau', city: 'Dakar', latitude: 14.6681, longitude: -17.4322 },
  { name: 'Médina', city: 'Dakar', latitude: 14.6797, longitude: -17.4469 },
  { name: 'Fann', city: 'Dakar', latitude: 14.6877, longitude: -17.4641 },
  { name: 'Point E', city: 'Dakar', latitude: 14.6935, longitude: -17.4604 },
  { name: 'Mermoz', city: 'Dakar', latitude: 14.7071, longitude: -17.4773 },
  { name: 'Sacré-Cœur', city: 'Dakar', latitude: 14.7202, longitude: -17.4636 },
  { name: 'Liberté', city: 'Dakar', latitude: 14.7167, longitude: -17.4564 },
  { name: 'HLM', city: 'Dakar', latitude: 14.7128, longitude: -17.4436 },
  { name: 'Grand Yoff', city: 'Dakar', latitude: 14.7358, longitude: -17.4519 },
  { name: 'Parcelles Assainies', city: 'Dakar', latitude: 14.7636, longitude: -17.4389 },
  { name: 'Ouakam', city: 'Dakar', latitude: 14.7236, longitude: -17.4908 },
  { name: 'Ngor', city: 'Dakar', latitude: 14.7489, longitude: -17.5136 },
  { name: 'Yoff', city: 'Dakar', latitude: 14.756, longitude: -17.47 },
  { name: 'Almadies', city: 'Dakar', latitude: 14.7453, longitude: -17.5244 },
  { name: 'Grand Dakar', city: 'Dakar', latitude: 14.7061, longitude: -17.45 },
  { name: 'Hann', city: 'Dakar', latitude: 14.7194, longitude: -17.4256 },
  { name: 'Pikine', city: 'Pikine', latitude: 14.7547, longitude: -17.3944 },
  { name: 'Guédiawaye', city: 'Guédiawaye', latitude: 14.7756, longitude: -17.3919 },
  { name: 'Thiaroye', city: 'Pikine', latitude: 14.75, longitude: -17.3667 },
  { name: 'Keur Massar', city: 'Keur Massar', latitude: 14.7828, longitude: -17.3194 },
  { name: 'Rufisque', city: 'Rufisque', latitude: 14.7158, longitude: -17.2731 },
  { name: 'Bargny', city: 'Bargny', latitude: 14.6953, longitude: -17.2219 },
  { name: 'Diamniadio', city: 'Diamniadio', latitude: 14.7214, longitude: -17.1833 },
  { name: 'Thiès', city: 'Thiès', latitude: 14.791, longitude: -16.9359 },
  { name: 'Mbour', city: 'Mbour', latitude: 14.4167, longitude: -16.9667 },
  { name: 'Saly', city: 'Saly', latitude: 14.4458, longitude: -17.0167 },
  { name: 'Tivaouane', city: 'Tivaouane', latitude: 14.95, longitude: -16.8167 },
  { name: 'Saint-Louis', city: 'Saint-Louis', latitude: 16.0326, longitude: -16.4818 },
  { name: 'Louga', city: 'Louga', latitude: 15.6144, longitude: -16.2244 },
  { name: 'Kaolack', city: 'Kaolack', latitude: 14.1825, longitude: -16.2533 },
  { name: 'Fatick', city: 'Fatick', latitude: 14.339, longitude: -16.4111 },
  { name: 'Kaffrine', city: 'Kaffrine', latitude: 14.1059, longitude: -15.5508 },
  { name: 'Diourbel', city: 'Diourbel', latitude: 14.655, longitude: -16.2314 },
  { name: 'Touba', city: 'Touba', latitude: 14.8667, longitude: -15.8833 },
  { name: 'Ziguinchor', city: 'Ziguinchor', latitude: 12.5833, longitude: -16.2719 },
  { name: 'Kolda', city: 'Kolda', latitude: 12.8939, longitude: -14.9411 },
  { name: 'Sédhiou', city: 'Sédhiou', latitude: 12.7081, longitude: -15.5569 },
  { name: 'Tambacounda', city: 'Tambacounda', latitude: 13.7708, longitude: -13.6673 },
  { name: 'Kédougou', city: 'Kédougou', latitude: 12.5579, longitude: -12.1743 },
  { name: 'Matam', city: 'Matam', latitude: 15.6559, longitude: -13.2554 },
  { name: 'Richard-Toll', city: 'Richard-Toll', latitude: 16.4625, longitude: -15.7008 },
];
