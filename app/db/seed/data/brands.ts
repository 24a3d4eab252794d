/**
 * The shared brand list: invented brands and generic themes (no real trademarks), by main category.
 * Markers after a name: `*` multi-brand (redeemable at many venues), `^` the name already says
 * "voucher/card/pass", so titles use the name alone instead of adding the localised product word.
 */
import type { CategoryKey } from "./types";

const RAW: Record<CategoryKey, string[]> = {
  restaurants: [
    "Restaurant Ticket*^", "Dinner Cheque*^", "Bistro Belle", "Trattoria Luna", "Brasserie du Parc", "Sushi Sakura",
    "Steakhouse Ember", "Pizzeria Forno", "Le Petit Gourmet", "Tapas Casa Sol", "Burger Barn", "Green Bowl",
    "Noodle Bar Umami", "Taverna Olympia", "Curry Garden", "Crêperie Bretonne", "Fish & Dock", "Sunday Brunch House",
    "Café Central Plaza", "Wine & Dine*", "Grill Station", "Pho Saigon Kitchen", "Taco Loco", "La Cucina Verde",
    "Smokey Joe's BBQ", "Dim Sum Palace", "Fondue Chalet", "Vegan Garden", "Oyster Bay Bistro", "Rooftop Diner",
    "Chez Marcel", "Patisserie Amandine", "Gelato Mio",
  ],
  wellness: [
    "Wellness Oase", "Spa Voucher*^", "Sauna Zen", "Thermen Aqua Vita", "Massage Lounge", "Beauty Bliss",
    "Hammam Al Andalus", "Yoga Studio Lotus", "Day Spa Serenity", "Wellness Cheque*^", "Floating Center Calm",
    "Nail Bar Glow", "Hair Studio Boucle", "Spa Resort Bronwater", "Thai Massage Sabai", "Skin Clinic Pure",
    "Barber Shop Gentleman", "Sauna Kotka", "Meditation Loft", "Pilates Studio Core", "Beauty Farm Rosalie",
    "Hot Stone Retreat", "Forest Spa Mossy", "Aroma Atelier", "Wellness Hotel Panorama", "Foot Spa Happy Feet",
    "Salt Cave Halite", "Beauty Box Deluxe", "Spa Weekend Luxe", "Infrared Cabin Warmte", "Cosmetics Lab Naturel",
    "Thermal Baths Vitalis", "Relax Garden Eden",
  ],
  experiences: [
    "Adventure Pass*^", "Escape Room Enigma", "Karting Speedway", "Balloon Flight Skyline", "Cooking Class Atelier",
    "Wine Tasting Vinoteca", "Climbing Hall Summit", "Paintball Arena", "Bowling Strike Zone", "Laser Game Galaxy",
    "Safari Park Savanne", "Helicopter Flight Rotor", "Segway Tours City", "Surf School Waves", "Riding Ranch Appaloosa",
    "Racing Circuit Experience", "Diving Center Blue Deep", "Trampoline Park Jump", "Axe Throwing Lumberjack",
    "Indoor Ski Dome", "Glassblowing Studio Vuur", "Barista Workshop Crema", "Dream Days*", "Sailing Club Windkracht",
    "Magic Show Illusion", "Glow Mini Golf", "Beer Tasting Hoppy", "Chocolate Workshop Cacao", "Observatory Stargazer",
    "Kayak Tour River", "Experience Box*^", "Escape Game Cryptos", "Zipline Canopy",
  ],
  shopping: [
    "Shopping Cheque*^", "City Card*^", "Mode Maison", "Urban Style", "Sneaker Spot", "Jewel Box", "Perfume Atelier",
    "Fashion Gift*", "Denim District", "Shoe Gallery", "Lingerie Dentelle", "Watch World", "Beauty Corner",
    "Outdoor Outfitters", "Mini Mode Kids", "Vintage Vault", "Boutique Blanche", "Accessory Avenue", "Optiek Vision",
    "Nordic Design Store", "Tech Town", "Gadget Galaxy", "Phone Point", "Gaming Zone", "Camera Corner", "Audio House",
    "Multi Store Gift*", "Grand Department Store*", "Market Hall*", "Flower Shop Bloom", "Chocolatier Praline",
    "Tea & Coffee House", "Fromagerie Affinée",
  ],
  books: [
    "Bol Boeken", "Bookshop Pagina", "Comic Corner", "Vinyl Music Store", "Cinema Deluxe", "Bioscoopbon*^",
    "Movie Pass*^", "E-book World", "Audio Book Club", "Magazine Kiosk", "Streaming Plus", "Game Credits",
    "Poetry Press", "Stationery Studio", "Art Supplies Palette", "Kiekeboe Kids Books", "Cookbook Corner",
    "Atlas Travel Guides", "Record Store Groove", "Podcast Premium", "Lingo Language Course", "Online Academy",
    "Sheet Music Allegro", "Photo Book Studio", "Puzzle Palace", "Board Games Dice", "Film Club Classics",
    "Drive-In Cinema", "Dome Cinema", "Bibliotheca Bookstore", "Manga Store Kumo", "Newsstand Daily",
    "Boekenbon Lezen*^",
  ],
  travel: [
    "Travel Voucher*^", "Hotel Cheque*^", "City Trip Europe", "Weekend Away", "B&B Nights*", "Castle Stay",
    "Camping Green Fields", "Glamping Stars", "Holiday Parks*", "Rail Journey", "River Cruises", "Airport Lounge",
    "Boutique Hotels Collection*", "Mountain Lodge Alpina", "Seaside Hotel Duinzicht", "Wellness Hotels*",
    "Treehouse Nights", "Island Hopping", "Road Trip Rentals", "Cabin in the Woods", "Ferry Crossings",
    "Lakeside Cottages", "Country Inn Collection*", "Ski Holidays Pistes", "Sunny Beach Resorts", "Canal Boat Holidays",
    "Historic Hotels", "Eco Lodges", "Bike & Hotel Tours", "Farm Stay", "Luxury Suites", "Capsule Hotel Nook",
    "Hostel Backpack",
  ],
  sports: [
    "Sport Cheque*^", "Gym Power", "Running Store Stride", "Bike Shop Pedal", "Golf Club Fairway", "Tennis Club Ace",
    "Swimming Pool Aqua", "Padel Club Pala", "Alpine Ski Shop", "Adventure Gear", "Yoga Gear Namaste",
    "Climbing Store Grip", "Football Fan Shop", "Boxing Gym Ring", "Dance School Tango", "Functional Training Box",
    "Saddle & Stirrup", "Martial Arts Dojo", "Squash Center Court", "Skate Park Ollie", "Surf Shop Swell",
    "Fishing Tackle Hook", "Hiking Trails Outfitter", "Sports Massage Recover", "Marathon Entry", "Cycling Tours Velo",
    "Rowing Club Regatta", "Ice Rink Glide", "Bouldering Hall Crux", "Sport Megastore*", "Athletics Track Club",
    "Triathlon Shop Transition", "Table Tennis Spin",
  ],
  kids: [
    "Toy Store Speelgoed", "Kids Party Confetti", "Indoor Playground Wiebel", "Baby Shop Dreumes", "Theme Park Magic",
    "Petting Zoo Hoefje", "Kids Cinema Popcorn", "Building Blocks World", "Dollhouse Dreams", "Children's Museum",
    "Swim Lessons Splash", "Kids Book Club", "Science Center Eureka", "Crafts Workshop Knutsel", "Pony Club Hoefijzer",
    "Circus Show Bravo", "Aquarium Oceanium", "Kids Clothing Kleintje", "Birthday Box*", "Puppet Theater Poppenkast",
    "Water Park Splash", "Kids Yoga Om", "Ball Pit Paradise", "Farm Adventure Park", "Music School Do-Re-Mi",
    "Baking Club Mini Chefs", "Robot Lab Junior", "Dino Park Rex", "Kids Theatre Sprookje", "Stroller Shop Rondje",
    "Nursery Nest", "Educational Games Slim", "Kids Gift*",
  ],
  home: [
    "Home Deco Maison", "Garden Center Groen", "DIY Store Klusbaas", "Furniture House Eiken", "Kitchen Shop Chef",
    "Bed & Bath Linnen", "Plant Paradise", "Lighting Studio Lumen", "Interior Design Atelier", "Paint Shop Kleur",
    "Tool Box Pro", "Cookware Cuisine", "Candle Shop Wiek", "Textile House Wol", "Rug Gallery", "Barbecue World",
    "Outdoor Living Terras", "Bathroom Studio", "Smart Home Hub", "Home Cheque*^", "Garden Cheque*^",
    "Flower Subscription Bloei", "Wine Cellar Cave", "Coffee Machine Shop", "Pet Shop Pootjes", "Herb Garden Kruid",
    "Pottery Studio Klei", "Vintage Furniture Retro", "Cleaning Service Sprankel", "Linen & Lace",
    "Kitchen Gadgets Handig", "Storage Solutions Opgeruimd", "Woonwarenhuis*",
  ],
  culture: [
    "Theater Cheque*^", "Museum Pass*^", "Concert Hall Harmonie", "Opera House Aria", "Art Gallery Canvas",
    "Jazz Cellar Blue Hour", "Comedy Club Lach", "Ballet Company Pointe", "Musical Stage", "Festival Ticket*^",
    "Philharmonic Orchestra", "Cabaret Kleinkunst", "Heritage Castle Tours", "Sculpture Garden", "Photography Museum",
    "Poetry Slam Nights", "Chamber Music Series", "Dance Festival Beat", "Film Festival Lumière",
    "Literature Festival", "Design Museum", "Science Museum Quanta", "Open Air Theatre", "Art Workshop Atelier",
    "Culture Card*^", "Planetarium Cosmos", "Botanical Garden Flora", "Historic City Tours", "Church Concerts",
    "Circus Theatre Piste", "Puppet Museum", "Street Art Tours", "Organ Recitals",
  ],
};

export interface Brand {
  name: string;
  category: CategoryKey;
  multiBrand: boolean;
  /** The name already names a card: titles show it alone. */
  nameIsTitle: boolean;
}

export const BRANDS: Brand[] = Object.entries(RAW).flatMap(([category, names]) =>
  names.map((raw) => ({
    name: raw.replace(/[*^]+$/, ""),
    category: category as CategoryKey,
    multiBrand: /\*/.test(raw),
    nameIsTitle: /\^/.test(raw),
  })),
);

/** Invented charities for the donation products. */
export const CHARITIES = [
  "Horizon Children's Fund",
  "Green Planet Trust",
  "Foodbank Alliance",
  "Animal Shelter Network",
  "Clean Ocean Initiative",
  "Reading for All Foundation",
];
