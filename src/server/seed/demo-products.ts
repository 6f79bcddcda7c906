/**
 * The demo catalogue's data: believable generic medicines and everyday pharmacy goods with
 * Indian pack sizes and rupee prices spread over every price band. Kept apart from the code
 * that stores it so both stay readable.
 */

/** The packshot drawn for a product. */
export type PackShape = 'strip' | 'bottle' | 'box' | 'tube' | 'jar' | 'sachet';

export type DemoCategory = { name: string; colour: string; accent: string; shape: PackShape };

/** [name, pack size, price in rupees, description, shape when not the category's]. */
export type DemoProduct = [string, string, number, string, PackShape?];

export const DEMO_CATEGORIES: DemoCategory[] = [
  { name: 'Pain Relief', colour: '#fde8e4', accent: '#c0392b', shape: 'strip' },
  { name: 'Cold & Flu', colour: '#e3f1fb', accent: '#1f6fb2', shape: 'bottle' },
  { name: 'Diabetes Care', colour: '#e8f6ee', accent: '#1e8449', shape: 'box' },
  { name: 'Vitamins & Supplements', colour: '#fff4d6', accent: '#b9770e', shape: 'jar' },
  { name: 'Personal Care', colour: '#f1e9fb', accent: '#7d3c98', shape: 'tube' },
  { name: 'Baby Care', colour: '#fdeef5', accent: '#c2185b', shape: 'bottle' },
  { name: 'First Aid', colour: '#fbeaea', accent: '#a93226', shape: 'box' },
  { name: 'Ayurveda', colour: '#eef5e1', accent: '#5d7a1f', shape: 'jar' },
  { name: 'Digestive Health', colour: '#e6f4f1', accent: '#117864', shape: 'sachet' },
  { name: 'Skin Care', colour: '#fbf1e6', accent: '#a04000', shape: 'tube' },
];

export const DEMO_PRODUCTS: Record<string, DemoProduct[]> = {
  'Pain Relief': [
    ['Paracetamol 500 mg Tablet', 'strip of 15', 18, 'Relieves fever, headache and mild to moderate body pain. Take with water after food; do not exceed 4 g a day.'],
    ['Paracetamol 650 mg Tablet', 'strip of 15', 32, 'A stronger dose of paracetamol for high fever and body ache. Keep at least 6 hours between doses.'],
    ['Ibuprofen 400 mg Tablet', 'strip of 10', 14, 'Anti-inflammatory pain reliever for toothache, back pain and period cramps. Take after meals.'],
    ['Diclofenac Gel 1%', 'tube of 30 g', 95, 'Fast-acting gel for sprains, muscle pull and joint pain. Massage gently over the affected area three times a day.', 'tube'],
    ['Aceclofenac 100 mg + Paracetamol 325 mg Tablet', 'strip of 10', 58, 'Combination pain reliever for joint and muscle pain with fever. Use only on a doctor\'s advice.'],
    ['Pain Relief Spray', 'can of 55 g', 185, 'Cooling spray with menthol and methyl salicylate for sports injuries and stiff neck. Shake well before use.', 'bottle'],
    ['Naproxen 250 mg Tablet', 'strip of 10', 42, 'Long-lasting relief from joint pain and swelling. Take with food to avoid stomach upset.'],
  ],
  'Cold & Flu': [
    ['Cetirizine 10 mg Tablet', 'strip of 10', 17, 'Antihistamine for sneezing, runny nose and itchy eyes caused by allergies. May cause drowsiness.', 'strip'],
    ['Cough Syrup Dextromethorphan', 'bottle of 100 ml', 98, 'Soothes dry, tickly cough and helps you sleep through the night. Not for children under 6 years.'],
    ['Steam Inhalation Capsules', 'strip of 10', 45, 'Menthol and eucalyptus capsules to add to hot water for steam. Clears a blocked nose in minutes.', 'strip'],
    ['Saline Nasal Spray', 'bottle of 20 ml', 72, 'Gentle salt-water spray that loosens mucus and moistens a dry nose. Safe for daily use.'],
    ['Cold Relief Tablet Paracetamol + Phenylephrine', 'strip of 10', 38, 'Eases headache, fever and blocked nose of the common cold. Avoid with other paracetamol products.', 'strip'],
    ['Honey Ginger Lozenges', 'pack of 24', 55, 'Ayurvedic lozenges with honey, ginger and tulsi for a scratchy throat. Dissolve slowly in the mouth.', 'box'],
    ['Vapour Rub', 'jar of 50 ml', 140, 'Camphor, menthol and eucalyptus rub for chest congestion and cold. Apply on chest and back at bedtime.', 'jar'],
  ],
  'Diabetes Care': [
    ['Metformin 500 mg Tablet', 'strip of 20', 28, 'Helps control blood sugar in type 2 diabetes. Take with meals as prescribed by your doctor.', 'strip'],
    ['Glimepiride 1 mg Tablet', 'strip of 10', 64, 'Lowers blood sugar by helping the pancreas release insulin. Take with breakfast; watch for low sugar.', 'strip'],
    ['Blood Glucose Test Strips', 'box of 50', 899, 'Test strips for home glucose meters with results in 5 seconds. Store in a cool, dry place.'],
    ['Glucometer Kit with 10 Strips', 'kit of 1', 1299, 'Compact glucose meter with lancing device, 10 lancets and 10 strips. Stores the last 500 readings.'],
    ['Sterile Lancets 30G', 'box of 100', 249, 'Ultra-thin lancets for nearly painless finger pricks. Single use only.'],
    ['Sugar-Free Sweetener Sucralose', 'pack of 100 pellets', 79, 'Zero-calorie sweetener for tea and coffee, suitable for people with diabetes.', 'box'],
    ['Diabetic Foot Cream', 'tube of 100 g', 325, 'Urea-based cream for dry, cracked feet. Keeps skin supple and helps prevent fissures.', 'tube'],
  ],
  'Vitamins & Supplements': [
    ['Vitamin C 500 mg Chewable Tablet', 'bottle of 60', 160, 'Orange-flavoured vitamin C to support immunity and healthy skin. Chew one tablet a day.'],
    ['Vitamin D3 60000 IU Capsule', 'strip of 4', 120, 'Weekly vitamin D3 for strong bones and better calcium absorption. Take once a week with milk.', 'strip'],
    ['Calcium + Vitamin D3 Tablet', 'strip of 15', 110, 'Daily calcium with vitamin D3 for bone strength, especially after 40.', 'strip'],
    ['Multivitamin with Zinc Tablet', 'bottle of 30', 395, 'Complete daily multivitamin with 24 nutrients including zinc and B-complex for energy.'],
    ['Omega-3 Fish Oil 1000 mg Capsule', 'jar of 60', 699, 'Supports heart, brain and joint health. Enteric coated to avoid a fishy aftertaste.'],
    ['Iron + Folic Acid Tablet', 'strip of 30', 24, 'Helps prevent iron-deficiency anaemia; recommended in pregnancy. Take after food.', 'strip'],
    ['Vitamin B-Complex Capsule', 'strip of 10', 35, 'B vitamins for nerve health, energy and healthy hair. One capsule a day.', 'strip'],
    ['Whey Protein Chocolate', 'jar of 1 kg', 2499, 'Whey protein with 24 g protein per scoop for muscle recovery. Mix one scoop with milk or water.'],
  ],
  'Personal Care': [
    ['Antiseptic Mouthwash Mint', 'bottle of 250 ml', 149, 'Kills germs that cause bad breath and plaque. Rinse twice daily after brushing.', 'bottle'],
    ['Sensitive Toothpaste', 'tube of 70 g', 115, 'Relieves tooth sensitivity to hot and cold within two weeks of regular use.'],
    ['Hand Sanitiser 70% Alcohol', 'bottle of 500 ml', 199, 'Kills 99.9% of germs without water. Non-sticky gel with aloe vera.', 'bottle'],
    ['Anti-Dandruff Shampoo Ketoconazole 2%', 'bottle of 100 ml', 340, 'Medicated shampoo that controls dandruff and itchy scalp. Use twice a week.', 'bottle'],
    ['Lip Balm SPF 15', 'tube of 4.5 g', 85, 'Moisturising lip balm with sun protection for dry, chapped lips.'],
    ['Sanitary Pads XL', 'pack of 30', 299, 'Extra-long pads with wings for heavy flow and overnight protection.', 'box'],
    ['Cotton Buds', 'box of 100', 40, 'Soft pure cotton buds with paper sticks for ear and make-up care.', 'box'],
  ],
  'Baby Care': [
    ['Baby Paracetamol Oral Suspension 120 mg/5 ml', 'bottle of 60 ml', 36, 'Strawberry-flavoured fever and pain relief for infants and children. Dose by weight with the cup provided.'],
    ['Baby Diapers Medium', 'pack of 42', 649, 'Soft, breathable diapers with up to 12 hours of dryness for babies of 7 to 12 kg.', 'box'],
    ['Baby Massage Oil', 'bottle of 200 ml', 210, 'Light oil with almond and olive for a gentle daily massage before bath.'],
    ['Diaper Rash Cream Zinc Oxide', 'tube of 50 g', 175, 'Soothes and protects against nappy rash. Apply at every diaper change.', 'tube'],
    ['Gripe Water', 'bottle of 130 ml', 62, 'Dill and fennel gripe water for colic, gas and tummy discomfort in infants.'],
    ['ORS Powder Orange', 'sachet of 21 g', 21, 'WHO-formula oral rehydration salts for diarrhoea and dehydration. Dissolve in one litre of clean water.', 'sachet'],
    ['Baby Wipes Unscented', 'pack of 72', 99, 'Alcohol-free, fragrance-free wipes for sensitive skin.', 'box'],
  ],
  'First Aid': [
    ['Adhesive Bandages Assorted', 'box of 20', 45, 'Breathable, water-resistant strips in assorted sizes for minor cuts and grazes.'],
    ['Antiseptic Liquid', 'bottle of 100 ml', 68, 'Chloroxylenol antiseptic for cuts, wounds and bathing. Dilute before use.', 'bottle'],
    ['Povidone-Iodine Ointment 5%', 'tube of 15 g', 48, 'Prevents infection in minor cuts, burns and wounds. Apply a thin layer once or twice a day.', 'tube'],
    ['Crepe Bandage 10 cm', 'roll of 1', 89, 'Elastic crepe bandage for sprains and to hold dressings in place. Reusable after washing.'],
    ['Sterile Gauze Swabs', 'pack of 10', 15, 'Individually packed sterile gauze for cleaning and dressing wounds.', 'sachet'],
    ['Digital Thermometer', 'piece of 1', 229, 'Flexible-tip digital thermometer with a beep when the reading is ready in 60 seconds.'],
    ['First Aid Kit', 'kit of 1', 549, 'Home and travel kit with bandages, gauze, tape, scissors, antiseptic and gloves.'],
    ['Burn Relief Gel', 'tube of 20 g', 76, 'Cooling gel with aloe vera for minor burns and scalds. Apply immediately after cooling the burn.', 'tube'],
  ],
  Ayurveda: [
    ['Ashwagandha Tablet', 'bottle of 60', 180, 'Traditional herb to reduce stress and support restful sleep. Take one tablet twice a day after meals.', 'bottle'],
    ['Chyawanprash', 'jar of 500 g', 225, 'Amla-based herbal jam with over 40 herbs to build immunity. One spoon a day with warm milk.'],
    ['Triphala Churna', 'jar of 100 g', 65, 'Classic blend of amla, haritaki and bibhitaki for regular digestion. Take half a teaspoon at bedtime.'],
    ['Giloy Tablet', 'bottle of 60', 135, 'Giloy (guduchi) extract to support immunity during seasonal change.', 'bottle'],
    ['Tulsi Drops', 'bottle of 20 ml', 99, 'Concentrated holy basil drops; add two drops to tea or warm water for cough and cold.', 'bottle'],
    ['Pain Relief Balm Herbal', 'jar of 25 ml', 12, 'Herbal balm with wintergreen and camphor for headache and body ache.'],
  ],
  'Digestive Health': [
    ['Antacid Gel Mint', 'bottle of 170 ml', 118, 'Quick relief from acidity, heartburn and gas. Shake well; take two teaspoons after meals.', 'bottle'],
    ['Pantoprazole 40 mg Tablet', 'strip of 15', 75, 'Reduces stomach acid for acid reflux and ulcers. Take before breakfast.', 'strip'],
    ['Fruit Salt Lemon', 'sachet of 5 g', 10, 'Fizzy antacid that relieves acidity in six seconds. Dissolve in a glass of water.'],
    ['Isabgol Psyllium Husk', 'jar of 100 g', 130, 'Natural fibre for constipation and regular bowel movement. Mix two spoons in water at bedtime.', 'jar'],
    ['Probiotic Capsule', 'strip of 10', 89, 'Good bacteria to restore gut balance after antibiotics or loose motions.', 'strip'],
    ['Ondansetron 4 mg Tablet', 'strip of 10', 52, 'Prevents nausea and vomiting. Dissolves on the tongue; use as directed by a doctor.', 'strip'],
    ['Digestive Enzyme Syrup', 'bottle of 200 ml', 145, 'Enzyme syrup for bloating and indigestion after heavy meals.', 'bottle'],
  ],
  'Skin Care': [
    ['Sunscreen SPF 50 PA+++', 'tube of 50 g', 449, 'Broad-spectrum, non-greasy sunscreen for Indian summers. Reapply every 2 to 3 hours outdoors.'],
    ['Moisturising Lotion for Dry Skin', 'bottle of 400 ml', 520, 'Non-comedogenic lotion with ceramides that hydrates for 24 hours.', 'bottle'],
    ['Clotrimazole Antifungal Cream 1%', 'tube of 15 g', 56, 'Treats ringworm, athlete\'s foot and fungal skin infections. Apply twice daily for 2 to 4 weeks.'],
    ['Calamine Lotion', 'bottle of 100 ml', 88, 'Soothes itching from rashes, insect bites and prickly heat.', 'bottle'],
    ['Prickly Heat Powder', 'jar of 150 g', 105, 'Cooling talc with menthol for prickly heat and sweat rashes.', 'jar'],
    ['Adapalene Gel 0.1%', 'tube of 15 g', 245, 'Retinoid gel for acne and blackheads. Apply a pea-sized amount at night.'],
    ['Aloe Vera Gel', 'tube of 150 g', 199, 'Pure aloe vera gel that soothes sunburn and keeps skin hydrated.'],
  ],
};
