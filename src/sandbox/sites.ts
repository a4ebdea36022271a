/**
 * Where the synthetic plants stand. Names use non-ASCII scripts on purpose (reports must
 * render Ø, Ś, Ğ, Greek, Cyrillic, Vietnamese); offsets include negative, half-hour,
 * 45-minute and beyond-±12 h zones so clients cannot assume whole hours or UTC.
 */
export interface SiteTemplate {
  name: string;
  country: string;
  code: string;
  lat: number;
  lon: number;
  tz: string;
}

export const SITES: readonly SiteTemplate[] = [
  { name: "Solarpark Nørre Åby", country: "Denmark", code: "DK", lat: 55.46, lon: 9.88, tz: "+01:00" },
  { name: "Śląsk Południe", country: "Poland", code: "PL", lat: 50.1, lon: 18.9, tz: "+01:00" },
  { name: "Ğaziantep GES", country: "Türkiye", code: "TR", lat: 37.07, lon: 37.38, tz: "+03:00" },
  { name: "Φωτοβολταϊκό Κρήτης", country: "Greece", code: "GR", lat: 35.2, lon: 25.1, tz: "+02:00" },
  { name: "Слънчев парк Пловдив", country: "Bulgaria", code: "BG", lat: 42.15, lon: 24.75, tz: "+02:00" },
  { name: "Parque Solar São João", country: "Brazil", code: "BR", lat: -8.36, lon: -42.25, tz: "-03:00" },
  { name: "Rajasthan Sūrya Park", country: "India", code: "IN", lat: 27.0, lon: 71.9, tz: "+05:30" },
  { name: "Alice Springs Solar", country: "Australia", code: "AU", lat: -23.7, lon: 133.9, tz: "+09:30" },
  { name: "Parque Solar La Guajira", country: "Colombia", code: "CO", lat: 11.5, lon: -72.9, tz: "-05:00" },
  { name: "Solarpark Großbeeren", country: "Germany", code: "DE", lat: 52.35, lon: 13.3, tz: "+01:00" },
  { name: "Planta Fotovoltaica Écija", country: "Spain", code: "ES", lat: 37.54, lon: -5.08, tz: "+01:00" },
  { name: "Central Solar Évora", country: "Portugal", code: "PT", lat: 38.57, lon: -7.9, tz: "+00:00" },
  { name: "Nuwakot Solar", country: "Nepal", code: "NP", lat: 27.9, lon: 85.2, tz: "+05:45" },
  { name: "Planta Solar Ñuble", country: "Chile", code: "CL", lat: -36.6, lon: -72.1, tz: "-04:00" },
  { name: "Parc solaire Châteauneuf", country: "France", code: "FR", lat: 44.0, lon: 4.9, tz: "+01:00" },
  { name: "Tây Ninh Solar", country: "Vietnam", code: "VN", lat: 11.3, lon: 106.1, tz: "+07:00" },
  { name: "Río Grande Solar", country: "United States", code: "US", lat: 26.2, lon: -98.2, tz: "-06:00" },
  { name: "Солнечная станция Орск", country: "Kazakhstan", code: "KZ", lat: 51.2, lon: 58.6, tz: "+05:00" },
  { name: "Garissa Solar", country: "Kenya", code: "KE", lat: -0.45, lon: 39.65, tz: "+03:00" },
  { name: "Sunfield Ćuprija", country: "Serbia", code: "RS", lat: 43.93, lon: 21.37, tz: "+01:00" },
  { name: "Hokkaidō Tomakomai Solar", country: "Japan", code: "JP", lat: 42.6, lon: 141.6, tz: "+09:00" },
  { name: "Cornwall Solar Farm", country: "United Kingdom", code: "GB", lat: 50.3, lon: -5.0, tz: "+00:00" },
  {
    name: "Chatham Islands Solar",
    country: "New Zealand",
    code: "NZ",
    lat: -43.9,
    lon: -176.5,
    tz: "+12:45",
  },
  { name: "Solpark Växjö", country: "Sweden", code: "SE", lat: 56.9, lon: 14.8, tz: "+01:00" },
  { name: "Stellenbosch Solar", country: "South Africa", code: "ZA", lat: -33.9, lon: 18.9, tz: "+02:00" },
  {
    name: "Parque Solar Luján de Cuyo",
    country: "Argentina",
    code: "AR",
    lat: -33.0,
    lon: -68.9,
    tz: "-03:00",
  },
  { name: "Nūr Ouarzazate", country: "Morocco", code: "MA", lat: 30.9, lon: -6.9, tz: "+01:00" },
  { name: "Ontario Sun Field", country: "Canada", code: "CA", lat: 42.9, lon: -81.0, tz: "-05:00" },
];

export const BIZ_MODELS = ["PPA", "Merchant", "FiT", "Self-consumption"] as const;
export const PLANT_TYPES = ["Ground-mounted", "Rooftop", "Floating", "Carport", null] as const;
export const STRINGS_PER_SCB = [16, 20, 24, null] as const;
