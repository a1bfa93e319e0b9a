// Other headers staff give the catalog's columns, per sheet role; labels and keys come from the catalog itself.
// Abbreviated forms need not be listed: the matcher expands abbreviations (header-abbreviations.ts) and reads a
// word cut short with or without its dot (`Alapter.`) as the word, and units in headers (header-units.ts) are
// read apart from the name, so `Irányár (M Ft)` is looked up as `Irányár`.
import type { SheetRole } from './catalog-index';

export const HEADER_SYNONYMS: Readonly<Record<SheetRole, Readonly<Record<string, readonly string[]>>>> = {
  properties: {
    'id.transfer_id': [
      'Azonosító', 'Saját azonosító', 'Hirdetés azonosító', 'Ref', 'Reference', 'Listing ID', 'ID', 'Transfer ID',
      'Ref szám', 'Referenciaszám', 'Referencia', 'Ingatlan azonosító', 'Ingatlan kód', 'Kód', 'Iktatószám',
      'Megbízás száma', 'Reference number', 'Ref no', 'Code',
    ],
    'seller.transfer_id': [
      'Értékesítő', 'Ügynök', 'Ügynök azonosító', 'Seller', 'Agent', 'Seller ID', 'Seller ref', 'Referens', 'Kolléga',
      'Felelős', 'Értékesítő kód', 'Tanácsadó', 'Ingatlanreferens', 'Responsible agent',
    ],
    'seller.id': ['Értékesítő ID', 'Seller service id'],
    'property.external_id': ['Hirdetéskód', 'Külső azonosító', 'External ID', 'Listing code', 'Web code'],
    'property.office_id': ['Iroda', 'Iroda ID', 'Office', 'Office ID'],
    'property.type': [
      'Típus', 'Ingatlan típus', 'Ingatlantípus', 'Type', 'Kind', 'Property kind', 'Ingatlan fajta', 'Ingatlan jellege',
      'Jelleg', 'Fajta', 'Category', 'Property category',
    ],
    'property.status': [
      'Státusz', 'Aktív', 'Status', 'Active', 'Hirdetés állapota', 'Megjelenik', 'Publikus', 'Published', 'Online',
    ],
    'property.action': [
      'Eladó/kiadó', 'Eladó / kiadó', 'Ügylet', 'Ügylet típusa', 'Hirdetés típusa', 'Action', 'Sale/rent',
      'Sale or rent', 'Megbízás típusa', 'Ügyletfajta', 'Értékesítés módja', 'Eladás/kiadás', 'Eladás vagy bérbeadás',
      'Listing kind', 'Transaction', 'Deal',
    ],
    'property.orientation': [
      'Tájolás', 'Fekvés iránya', 'Orientation', 'Facing direction', 'Égtáj', 'Ablakok tájolása', 'Világos oldal',
      'Facing',
    ],
    'property.video_url': ['Videó', 'Video', 'Video URL', 'YouTube', 'Videó link', 'Videós bemutató', 'Video link'],
    'property.is_featured': [
      'Kiemelés', 'Kiemelt hirdetés', 'Featured', 'Kiemelt ajánlat', 'Top hirdetés', 'Highlighted',
    ],
    'property.has_video': [
      'Videós megtekintés', 'Online megtekintés', 'Virtuális bejárás', 'Video viewing', 'Virtual tour',
    ],
    'location.region_id': [
      'Település', 'Város', 'Helység', 'Helyszín', 'Settlement', 'City', 'Town', 'Region', 'Régió', 'Településnév',
      'Község', 'Város/község', 'Helység neve', 'Locality', 'Municipality',
    ],
    'location.area_id': [
      'Kerület', 'Városrész', 'District', 'Area', 'Neighbourhood', 'Kerület száma', 'Városnegyed', 'Negyed',
      'Településrész', 'Ker', 'Quarter', 'Neighborhood',
    ],
    'location.zip_code': [
      'Irányítószám', 'Irányszám', 'Irsz', 'Irsz.', 'Ir. szám', 'Zip', 'Zip code', 'Postcode', 'Postal code', 'Ir.sz',
      'Postai irányítószám', 'Post code',
    ],
    'location.address': [
      'Cím', 'Utca', 'Utca, házszám', 'Utca házszám', 'Street', 'Street address', 'Pontos cím', 'Közterület',
      'Közterület neve', 'Házszám', 'Ingatlan címe', 'Address line',
    ],
    'location.is_address_public': ['Cím nyilvános', 'Cím megjelenik', 'Cím publikus', 'Show address', 'Address public'],
    'price.price': [
      'Ár', 'Vételár', 'Eladási ár', 'Kért ár', 'Bérleti díj', 'Ár (Ft)', 'Price', 'Asking price', 'Rent',
      'Kínálati ár', 'Hirdetési ár', 'Ajánlati ár', 'Bérleti ár', 'Havidíj', 'Bérleti díj havonta', 'Ár összesen',
      'Listing price', 'Offer price', 'Monthly rent',
    ],
    'price.price_currency': ['Pénznem', 'Deviza', 'Valuta', 'Currency', 'Ár pénzneme', 'Ár devizája', 'Price currency'],
    'price.price_period': [
      'Időszak', 'Bérleti időszak', 'Period', 'Rent period', 'Díj időszaka', 'Fizetés gyakorisága', 'Billing period',
    ],
    'price.overhead': [
      'Rezsi', 'Rezsiköltség', 'Közös költség', 'Overhead', 'Utilities', 'Rezsidíj', 'Havi rezsi', 'Közös ktg',
      'Közösköltség', 'Fenntartási költség', 'Üzemeltetési díj', 'Common charges', 'Service charge', 'Utility costs',
    ],
    'price.overhead_currency': ['Rezsi pénzneme', 'Rezsi devizája', 'Overhead currency'],
    'price.deposit': ['Kaució', 'Letét', 'Deposit', 'Óvadék', 'Biztosíték', 'Kaució összege', 'Security deposit'],
    'price.deposit_type': ['Kaució típusa', 'Kaució módja', 'Kaució egysége', 'Deposit kind'],
    'price.is_overhead_excluded': [
      'Rezsi nélkül', 'Rezsi külön', 'Ár rezsi nélkül', 'Plus utilities', 'Excluding utilities',
    ],
    'price.is_tax_excluded': ['Áfa nélkül', 'Nettó ár', '+Áfa', 'Plusz áfa', 'Excluding VAT', 'Net of VAT', 'Plus VAT'],
    'price.is_guide_price': ['Irányáras', 'Ár irányár', 'Irányár-e', 'Guide price', 'Asking price only'],
    'descriptions.hu': [
      'Leírás', 'Hirdetés szövege', 'Szöveg', 'Description', 'Magyar leírás', 'Hirdetési szöveg', 'Ismertető',
      'Részletes leírás', 'Megjegyzés a hirdetésben', 'HU leírás', 'Listing text',
    ],
    'descriptions.en': ['Angol leírás', 'English description', 'EN leírás', 'Leírás angolul', 'Description EN'],
    'descriptions.de': [
      'Német leírás', 'German description', 'DE leírás', 'Leírás németül', 'Description DE', 'Beschreibung',
    ],
    'map.latitude': ['Lat', 'Szélességi fok', 'GPS szélesség', 'Földrajzi szélesség', 'GPS lat', 'Latitude'],
    'map.longitude': [
      'Lng', 'Lon', 'Long', 'Hosszúsági fok', 'GPS hosszúság', 'Földrajzi hosszúság', 'GPS lng', 'Longitude',
    ],
    'map.visibility': [
      'Térkép', 'Map', 'Map visibility', 'Térképen', 'Térképes megjelenés', 'Térkép láthatóság', 'Show on map',
    ],
    'map.radius': ['Sugár', 'Radius', 'Térkép sugár', 'Kör sugara', 'Map radius'],
    'special.floor_area': [
      'Alapterület', 'Terület', 'Méret', 'm2', 'm²', 'nm', 'Floor area', 'Size', 'Living area', 'Lakóterület',
      'Hasznos alapterület', 'Hasznos terület', 'Nettó alapterület', 'Épület alapterülete', 'Négyzetméter',
      'Lakásméret', 'Usable area', 'Sq m',
    ],
    'special.plot_area': [
      'Telek', 'Telekméret', 'Telek mérete', 'Plot', 'Plot size', 'Lot size', 'Telekterület', 'Telek területe',
      'Telek nagysága', 'Földterület', 'Land area',
    ],
    'special.plot_area_unit': ['Telek mértékegysége', 'Telek egység', 'Mértékegység', 'Plot unit', 'Unit'],
    'special.number_of_rooms': [
      'Szobák', 'Szoba', 'Szobaszám', 'Rooms', 'Bedrooms', 'Number of rooms', 'Szobák száma', 'Egész szobák',
      'Szobaszám (egész+fél)', 'Helyiségek száma', 'Helyiségek', 'Room count',
    ],
    'special.number_of_half_rooms': [
      'Félszobák', 'Félszoba', 'Fél szobák', 'Fél szoba', 'Félszobák száma', 'Half rooms', 'Half room',
    ],
    'special.number_of_living_rooms': ['Nappali', 'Nappalik', 'Nappaliszám', 'Living room', 'Living rooms'],
    'special.subtype': [
      'Altípus', 'Ingatlan altípus', 'Subtype', 'Ingatlan altípusa', 'Épülettípus', 'Háztípus', 'Lakástípus',
      'Telektípus', 'Sub category',
    ],
    'special.building_material': [
      'Anyag', 'Falazat', 'Szerkezet', 'Material', 'Építési mód', 'Építés módja', 'Épület szerkezete', 'Falszerkezet',
      'Construction', 'Building type',
    ],
    'special.heating_type': [
      'Fűtés típusa', 'Fűtési mód', 'Heating type', 'Fűtés módja', 'Fűtésrendszer', 'Fűtési rendszer', 'Heating system',
    ],
    'special.heating_source': ['Fűtés forrása', 'Energiaforrás', 'Fűtőanyag', 'Tüzelőanyag', 'Heating fuel', 'Fuel'],
    'special.condition': [
      'Állapot', 'Ingatlan állapota', 'Condition', 'Műszaki állapot', 'Lakás állapota', 'Ház állapota', 'Állapota',
      'State',
    ],
    'special.floor': [
      'Emelet', 'Szint', 'Floor', 'Floor number', 'Emelet száma', 'Hányadik emelet', 'Emeleti elhelyezkedés',
      'Lakás emelete', 'Storey', 'Level',
    ],
    'special.floors': [
      'Szintek', 'Szintek száma', 'Emeletek száma', 'Szintszám', 'Épület szintjei', 'Storeys', 'Number of floors',
    ],
    'special.has_elevator': [
      'Lift', 'Felvonó', 'Elevator', 'Van lift', 'Liftes', 'Liftes ház', 'Lift van', 'Lift in building',
    ],
    'special.comfort_level': ['Komfortfokozat', 'Komfort', 'Comfort', 'Komfort fokozat', 'Komfortfok', 'Comfort level'],
    'special.balcony_size': [
      'Erkély mérete', 'Erkély területe', 'Erkély alapterülete', 'Erkély nagysága', 'Balcony size', 'Balcony area',
    ],
    'special.garden_size': ['Kert mérete', 'Kert területe', 'Kertméret', 'Garden size', 'Garden area'],
    'special.garden_type': ['Kert típusa', 'Kerthasználat', 'Kert jellege', 'Garden type'],
    'special.age': ['Épület kora', 'Építés éve', 'Kor', 'Építési év', 'Age', 'Year built', 'Building age'],
    'special.facing': ['Kilátás', 'Fekvés', 'Lakás fekvése', 'Néz', 'View', 'Outlook'],
    'special.furnishing': ['Bútorozottság', 'Bútorozott', 'Bútor', 'Berendezés', 'Bútorzat', 'Furnished', 'Furniture'],
    'special.ownership': ['Tulajdonviszony', 'Tulajdon', 'Tulajdonjog', 'Tulajdonforma', 'Ownership', 'Tenure'],
    'special.location': ['Elhelyezkedés', 'Elhelyezkedése', 'Környezet', 'Setting', 'Location type'],
    'special.capacity': ['Férőhely', 'Férőhelyek', 'Beálló autók', 'Autók száma', 'Capacity', 'Car spaces'],
    'special.has_balcony': ['Erkély', 'Van erkély', 'Erkélyes', 'Loggia', 'Balcony', 'Has balcony'],
    'special.has_outhouse': ['Melléképület', 'Gazdasági épület', 'Outbuilding', 'Outhouse'],
    'special.has_cellar': ['Pince', 'Pincés', 'Pincerész', 'Cellar', 'Basement storage'],
    'special.has_garage': ['Garázs', 'Garázsos', 'Van garázs', 'Garázs van', 'Garage'],
    'special.has_loft': ['Padlás', 'Padlásrész', 'Loft'],
    'special.has_attic': ['Tetőtér', 'Tetőtéri szoba', 'Beépített tetőtér', 'Attic', 'Attic room'],
    'special.has_sewerage': ['Csatorna', 'Csatornázott', 'Közcsatorna', 'Szennyvíz', 'Sewerage', 'Sewer'],
    'special.has_air_conditioning': [
      'Klíma', 'Légkondi', 'Légkondicionálás', 'Klímás', 'Klimatizált', 'Air conditioning', 'AC', 'A/C',
    ],
    'special.has_terrace': ['Terasz', 'Teraszos', 'Van terasz', 'Terrace'],
    'special.has_cable_tv': ['Kábeltévé', 'Kábel TV', 'TV', 'Cable TV', 'Cable'],
    'special.has_parquet_flooring': ['Parketta', 'Parkettás', 'Parketta burkolat', 'Parquet', 'Parquet floor'],
    'special.has_driveway': ['Beálló', 'Gépkocsibeálló', 'Autóbeálló', 'Driveway', 'Parking space'],
    'special.has_storage_room': ['Tároló', 'Tárolóhelyiség', 'Kamra', 'Storage', 'Storage room'],
    'special.has_backyard': ['Udvar', 'Udvaros', 'Hátsó udvar', 'Backyard', 'Yard'],
    'special.has_electricity': ['Villany', 'Áram', 'Villanyáram', 'Electricity', 'Power'],
    'special.has_running_water': ['Víz', 'Vezetékes víz', 'Vízbekötés', 'Running water', 'Water'],
    'special.has_gas': ['Gáz', 'Gázbekötés', 'Vezetékes gáz', 'Gas', 'Gas supply'],
    'special.has_phone': ['Telefonvonal', 'Vezetékes telefon', 'Phone line', 'Telephone'],
    'special.has_walled_garden': [
      'Bekerített', 'Kerítés', 'Bekerített kert', 'Körbekerített', 'Fenced', 'Fenced garden',
    ],
    'special.has_heating': ['Fűtött', 'Fűtés van', 'Fűthető', 'Heated'],
    'special.has_inspection_pit': ['Szerelőakna', 'Akna', 'Inspection pit', 'Service pit'],
    'special.has_industrial_power': [
      'Ipari áram', 'Ipari villany', '3 fázis', 'Háromfázis', 'Industrial power', 'Three phase',
    ],
    'special.has_equipment': ['Felszerelt', 'Felszereltség', 'Gépek', 'Berendezett', 'Equipped', 'Equipment'],
    'special.has_street_front': ['Utcafronti', 'Utcafront', 'Utcai bejárat', 'Street front', 'Street access'],
    'special.has_display_window': ['Kirakat', 'Kirakatos', 'Display window', 'Shop window'],
    'special.has_parking': ['Parkoló', 'Parkolás', 'Parkolóhely', 'Parking', 'Car park'],
    'special.has_galley': ['Tálaló', 'Tálalókonyha', 'Tálaló konyha', 'Serving kitchen', 'Galley'],
    'special.has_kitchen': ['Konyha', 'Konyhás', 'Főzőkonyha', 'Kitchen'],
    'special.has_shower_per_room': [
      'Zuhany minden szobában', 'Szobánként zuhany', 'Fürdő szobánként', 'Shower per room', 'En suite shower',
    ],
    'special.has_toilet_per_room': [
      'WC minden szobában', 'Szobánként WC', 'WC szobánként', 'Toilet per room', 'En suite toilet',
    ],
  },
  sellers: {
    'id.transfer_id': [
      'Azonosító', 'Saját azonosító', 'Értékesítő azonosító', 'Ügynök azonosító', 'Ref', 'Reference', 'ID', 'Seller ID',
      'Transfer ID',
    ],
    'seller.name': [
      'Név', 'Teljes név', 'Értékesítő neve', 'Name', 'Full name', 'Kolléga neve', 'Munkatárs', 'Ügynök neve',
      'Referens neve', 'Agent name',
    ],
    'seller.phone': [
      'Telefon', 'Telefonszám', 'Mobil', 'Tel', 'Tel.', 'Phone', 'Phone number', 'Mobile', 'Mobilszám', 'Mobiltelefon',
      'Elérhetőség', 'Tel. szám', 'Cell',
    ],
    'seller.email': ['Email', 'E-mail', 'E-mail cím', 'Email cím', 'Mail', 'Email address'],
    'seller.public_email': ['Nyilvános email', 'Nyilvános e-mail', 'Public email'],
    'seller.username': ['Felhasználó', 'Felhasználónév', 'Username', 'Login'],
    'seller.max_estate_number': [
      'Max hirdetés', 'Hirdetések száma', 'Max listings', 'Hirdetéskeret', 'Max. hirdetésszám', 'Hirdetési limit',
      'Listing limit',
    ],
    'seller.can_manage_properties': [
      'Szerkeszthet', 'Jogosultság', 'Can edit', 'Hirdetést kezelhet', 'Szerkesztési jog', 'Kezelhet',
      'Can manage listings',
    ],
  },
  property_images: {
    'owner.transfer_id': [
      'Hirdetés', 'Ingatlan', 'Ingatlan azonosító', 'Property', 'Listing', 'Property ref', 'Property ID',
    ],
    'owner.id': ['Hirdetés ID', 'Property service ID'],
    'id.transfer_id': ['Kép azonosító', 'Image ID', 'Image ref'],
    'image.url': ['Kép', 'Kép URL', 'Kép link', 'Fotó', 'Link', 'URL', 'Image', 'Photo', 'Picture'],
    'image.long_title': ['Felirat', 'Cím', 'Képcím', 'Title', 'Caption'],
    'image.short_title': ['Rövid felirat', 'Short caption'],
    'image.order': ['Sorrend', 'Sorszám', 'Order', 'Position', 'Sort'],
  },
  seller_images: {
    'owner.transfer_id': ['Értékesítő', 'Ügynök', 'Értékesítő azonosító', 'Seller', 'Agent', 'Seller ref', 'Seller ID'],
    'owner.id': ['Értékesítő ID', 'Seller service ID'],
    'id.transfer_id': ['Kép azonosító', 'Image ID', 'Image ref'],
    'image.url': ['Kép', 'Kép URL', 'Kép link', 'Fotó', 'Link', 'URL', 'Image', 'Photo', 'Picture'],
    'image.long_title': ['Felirat', 'Cím', 'Képcím', 'Title', 'Caption'],
    'image.short_title': ['Rövid felirat', 'Short caption'],
    'image.order': ['Sorrend', 'Sorszám', 'Order', 'Position', 'Sort'],
  },
};

/**
 * Headers an office sheet uses for a field where the same word is also a label of another field: these win over
 * labels. `Irányár` heads the price column in office exports (the guide-price flag is rarely a column of its own),
 * `Megbízás` says sale or rent, `Kategória` the property type.
 */
export const OFFICE_HEADERS: Readonly<Record<SheetRole, Readonly<Record<string, readonly string[]>>>> = {
  properties: {
    'price.price': ['Irányár'],
    'property.action': ['Megbízás', 'Megbízás jellege', 'Mandate'],
    'property.type': ['Kategória', 'Ingatlan kategória'],
    'id.transfer_id': ['Ref. szám', 'Ref.szám', 'Ref. no.'],
    'price.overhead': ['Közös költség', 'Rezsi'],
    'special.heating_type': ['Fűtés'],
  },
  sellers: {},
  property_images: {},
  seller_images: {},
};
