/**
 * The medicine facts of each demo product (demo-products.ts), by its name: the salts and
 * strengths are real, the brands and makers invented (no real trademark appears). Schedules
 * follow the Drugs and Cosmetics Rules as PHARMACY.md summarises them (antibiotics such as
 * azithromycin, amoxicillin with clavulanic acid and cefixime are H1; prescription-only drugs
 * for blood pressure, cholesterol, diabetes and acid are H); HSN and GST as they stand since
 * 22 September 2025 (medicines, dressings, medical devices, toothpaste 5%; cosmetics 18%;
 * sanitary pads nil).
 */
import type { DosageForm, GstRate, Salt, Schedule } from '../db/database';

export type DemoFacts = {
  maker: string;
  units: number;
  form: DosageForm;
  salts: Salt[];
  schedule: Schedule;
  hsn: string;
  gst: GstRate;
};

/** The demo's makers and marketers: invented, like its brands. */
export const MAKERS = [
  'Sanjeevani Remedies',
  'Kaveri Life Sciences',
  'Narmada Pharma',
  'Himadri Healthcare',
  'Godavari Labs',
  'Sahyadri Formulations',
  'Vindhya Biotech',
  'Tapti Therapeutics',
];
const maker = (n: number) => MAKERS[n % MAKERS.length];

/** One salt, or several written 'Name strength' and joined by ' + '. */
function salts(text: string): Salt[] {
  if (!text) return [];
  return text.split(' + ').map((part) => {
    const at = part.search(/ \d/);
    return at < 0 ? { name: part.trim(), strength: '' } : { name: part.slice(0, at).trim(), strength: part.slice(at + 1).trim() };
  });
}

/** A medicine (HSN 3004, GST 5%). */
const med = (m: number, units: number, form: DosageForm, composition: string, schedule: Schedule = 'OTC'): DemoFacts => ({
  maker: maker(m),
  units,
  form,
  salts: salts(composition),
  schedule,
  hsn: '3004',
  gst: 5,
});
/** Anything else, with its own HSN and GST. */
const goods = (m: number, units: number, form: DosageForm, hsn: string, gst: GstRate, composition = ''): DemoFacts => ({
  maker: maker(m),
  units,
  form,
  salts: salts(composition),
  schedule: 'OTC',
  hsn,
  gst,
});

export const DEMO_FACTS: Record<string, DemoFacts> = {
  'Paracetamol 500 mg Tablet': med(0, 15, 'tablet', 'Paracetamol 500 mg'),
  'Paracetamol 650 mg Tablet': med(1, 15, 'tablet', 'Paracetamol 650 mg'),
  'Ibuprofen 400 mg Tablet': med(2, 10, 'tablet', 'Ibuprofen 400 mg'),
  'Diclofenac Gel 1%': med(3, 30, 'gel', 'Diclofenac Diethylamine 1% w/w'),
  'Aceclofenac 100 mg + Paracetamol 325 mg Tablet': med(4, 10, 'tablet', 'Aceclofenac 100 mg + Paracetamol 325 mg', 'H'),
  'Pain Relief Spray': med(5, 55, 'other', 'Menthol 5% w/w + Methyl Salicylate 10% w/w'),
  'Naproxen 250 mg Tablet': med(6, 10, 'tablet', 'Naproxen 250 mg', 'H'),
  'Febrinil 650 Tablet': med(0, 15, 'tablet', 'Paracetamol 650mg'),
  'Pyrexa 650 Tablet': med(2, 10, 'tablet', 'paracetamol 650 mg'),
  'Calpyre 650 Tablet': med(4, 15, 'tablet', 'Paracetamol 650 mg'),
  'Tapmol 500 Tablet': med(1, 10, 'tablet', 'Paracetamol 500 mg'),
  'Fevastat 500 Tablet': med(7, 15, 'tablet', 'Paracetamol 500 mg'),
  'Ibuvita 400 Tablet': med(5, 15, 'tablet', 'Ibuprofen 400 mg'),
  'Profenil 400 Tablet': med(3, 10, 'tablet', 'Ibuprofen 400mg'),

  'Cetirizine 10 mg Tablet': med(1, 10, 'tablet', 'Cetirizine 10 mg'),
  'Cough Syrup Dextromethorphan': med(2, 100, 'syrup', 'Dextromethorphan Hydrobromide 10 mg/5 ml'),
  'Steam Inhalation Capsules': med(3, 10, 'capsule', 'Menthol 55 mg + Eucalyptus Oil 0.05 ml'),
  'Saline Nasal Spray': med(4, 20, 'drops', 'Sodium Chloride 0.65% w/v'),
  'Cold Relief Tablet Paracetamol + Phenylephrine': med(5, 10, 'tablet', 'Paracetamol 325 mg + Phenylephrine 5 mg'),
  'Honey Ginger Lozenges': med(6, 24, 'other', ''),
  'Vapour Rub': med(7, 50, 'ointment', 'Camphor 4.7% w/w + Menthol 2.6% w/w + Eucalyptus Oil 1.2% w/w'),
  'Allercet 10 Tablet': med(6, 10, 'tablet', 'Cetirizine 10 mg'),
  'Cetrawel 10 Tablet': med(0, 15, 'tablet', 'CETIRIZINE 10 MG'),
  'Levozia 5 Tablet': med(2, 10, 'tablet', 'Levocetirizine 5 mg'),
  'Alerlevo 5 Tablet': med(4, 15, 'tablet', 'Levocetirizine 5 mg'),
  'Monteva L Tablet': med(1, 10, 'tablet', 'Montelukast 10 mg + Levocetirizine 5 mg', 'H'),
  'Lukamont LC Tablet': med(3, 10, 'tablet', 'Levocetirizine 5 mg + Montelukast 10 mg', 'H'),

  'Metformin 500 mg Tablet': med(3, 20, 'tablet', 'Metformin Hydrochloride 500 mg', 'H'),
  'Glimepiride 1 mg Tablet': med(4, 10, 'tablet', 'Glimepiride 1 mg', 'H'),
  'Blood Glucose Test Strips': goods(7, 50, 'device', '3822', 5),
  'Glucometer Kit with 10 Strips': goods(7, 1, 'device', '9027', 5),
  'Sterile Lancets 30G': goods(7, 100, 'device', '9018', 5),
  'Sugar-Free Sweetener Sucralose': goods(5, 100, 'other', '2106', 18, 'Sucralose 6 mg'),
  'Diabetic Foot Cream': med(6, 100, 'cream', 'Urea 10% w/w'),
  'Metsure 500 Tablet': med(0, 20, 'tablet', 'Metformin Hydrochloride 500 mg', 'H'),
  'Diaform 500 Tablet': med(5, 15, 'tablet', 'Metformin Hydrochloride 500 mg', 'H'),
  'Glimora 1 Tablet': med(2, 10, 'tablet', 'Glimepiride 1 mg', 'H'),
  'Glydia 1 Tablet': med(6, 15, 'tablet', 'Glimepiride 1mg', 'H'),

  'Vitamin C 500 mg Chewable Tablet': med(5, 60, 'tablet', 'Ascorbic Acid 500 mg'),
  'Vitamin D3 60000 IU Capsule': med(6, 4, 'capsule', 'Cholecalciferol 60000 IU'),
  'Calcium + Vitamin D3 Tablet': med(7, 15, 'tablet', 'Calcium Carbonate 1250 mg + Cholecalciferol 250 IU'),
  'Multivitamin with Zinc Tablet': med(0, 30, 'tablet', 'Multivitamin + Zinc Sulphate 22.5 mg'),
  'Omega-3 Fish Oil 1000 mg Capsule': goods(1, 60, 'capsule', '2106', 18, 'Omega-3 Fatty Acids 1000 mg'),
  'Iron + Folic Acid Tablet': med(2, 30, 'tablet', 'Ferrous Fumarate 300 mg + Folic Acid 1.5 mg'),
  'Vitamin B-Complex Capsule': med(3, 10, 'capsule', 'Vitamin B Complex'),
  'Whey Protein Chocolate': goods(4, 1000, 'powder', '2106', 18),
  'D-Sunova 60K Capsule': med(1, 4, 'capsule', 'Cholecalciferol 60000 IU'),
  'Solaris D3 60K Capsule': med(3, 4, 'capsule', 'Cholecalciferol 60000 IU'),

  'Antiseptic Mouthwash Mint': goods(5, 250, 'other', '3306', 5, 'Cetylpyridinium Chloride 0.05% w/v'),
  'Sensitive Toothpaste': goods(6, 70, 'other', '3306', 5, 'Potassium Nitrate 5% w/w'),
  'Hand Sanitiser 70% Alcohol': goods(7, 500, 'gel', '3808', 18, 'Ethyl Alcohol 70% v/v'),
  'Anti-Dandruff Shampoo Ketoconazole 2%': med(0, 100, 'other', 'Ketoconazole 2% w/v'),
  'Lip Balm SPF 15': goods(1, 1, 'other', '3304', 18),
  'Sanitary Pads XL': goods(2, 30, 'other', '9619', 0),
  'Cotton Buds': goods(3, 100, 'other', '5601', 18),

  'Baby Paracetamol Oral Suspension 120 mg/5 ml': med(4, 60, 'suspension', 'Paracetamol 120 mg/5 ml'),
  'Baby Diapers Medium': goods(5, 42, 'other', '9619', 5),
  'Baby Massage Oil': goods(6, 200, 'other', '3304', 18),
  'Diaper Rash Cream Zinc Oxide': med(7, 50, 'cream', 'Zinc Oxide 10% w/w'),
  'Gripe Water': med(0, 130, 'syrup', 'Dill Oil 0.005% w/v + Sodium Bicarbonate 50 mg/5 ml'),
  'ORS Powder Orange': med(1, 1, 'powder', 'Oral Rehydration Salts 20.5 g'),
  'Baby Wipes Unscented': goods(2, 72, 'other', '3307', 18),

  'Adhesive Bandages Assorted': goods(3, 20, 'other', '3005', 5),
  'Antiseptic Liquid': med(4, 100, 'other', 'Chloroxylenol 4.8% w/v'),
  'Povidone-Iodine Ointment 5%': med(5, 15, 'ointment', 'Povidone-Iodine 5% w/w'),
  'Crepe Bandage 10 cm': goods(6, 1, 'other', '3005', 5),
  'Sterile Gauze Swabs': goods(7, 10, 'other', '3005', 5),
  'Digital Thermometer': goods(0, 1, 'device', '9025', 5),
  'First Aid Kit': goods(1, 1, 'other', '3006', 5),
  'Burn Relief Gel': med(2, 20, 'gel', 'Aloe Vera 10% w/w + Lidocaine 2% w/w'),

  'Ashwagandha Tablet': med(3, 60, 'tablet', 'Ashwagandha Extract 250 mg'),
  Chyawanprash: med(4, 500, 'other', ''),
  'Triphala Churna': med(5, 100, 'powder', ''),
  'Giloy Tablet': med(6, 60, 'tablet', 'Giloy Extract 500 mg'),
  'Tulsi Drops': med(7, 20, 'drops', ''),
  'Pain Relief Balm Herbal': med(0, 25, 'ointment', ''),

  'Antacid Gel Mint': med(
    1,
    170,
    'suspension',
    'Aluminium Hydroxide 250 mg/5 ml + Magnesium Hydroxide 250 mg/5 ml + Simethicone 50 mg/5 ml',
  ),
  'Pantoprazole 40 mg Tablet': med(2, 15, 'tablet', 'Pantoprazole 40 mg', 'H'),
  'Fruit Salt Lemon': med(3, 1, 'powder', 'Sodium Bicarbonate 2.32 g + Citric Acid 2.18 g'),
  'Isabgol Psyllium Husk': med(4, 100, 'powder', 'Ispaghula Husk 3.5 g'),
  'Probiotic Capsule': med(5, 10, 'capsule', 'Lactobacillus Rhamnosus GG 5 billion CFU'),
  'Ondansetron 4 mg Tablet': med(6, 10, 'tablet', 'Ondansetron 4 mg', 'H'),
  'Digestive Enzyme Syrup': med(7, 200, 'syrup', 'Fungal Diastase 50 mg/15 ml + Pepsin 10 mg/15 ml'),
  'Pantowel 40 Tablet': med(0, 15, 'tablet', 'Pantoprazole 40 mg', 'H'),
  'Acidom 40 Tablet': med(4, 10, 'tablet', 'Pantoprazole  40 mg', 'H'),
  'Nauzora 4 Tablet': med(1, 10, 'tablet', 'Ondansetron 4 mg', 'H'),
  'Ondavia 4 Tablet': med(3, 10, 'tablet', 'Ondansetron 4 mg', 'H'),
  'Omezora 20 Capsule': med(5, 15, 'capsule', 'Omeprazole 20 mg', 'H'),
  'Gastrazole 20 Capsule': med(7, 10, 'capsule', 'Omeprazole 20 mg', 'H'),

  'Sunscreen SPF 50 PA+++': goods(0, 50, 'cream', '3304', 18),
  'Moisturising Lotion for Dry Skin': goods(1, 400, 'other', '3304', 18),
  'Clotrimazole Antifungal Cream 1%': med(2, 15, 'cream', 'Clotrimazole 1% w/w'),
  'Calamine Lotion': med(3, 100, 'other', 'Calamine 15% w/v + Zinc Oxide 5% w/v'),
  'Prickly Heat Powder': goods(4, 150, 'powder', '3304', 18, 'Menthol 0.6% w/w'),
  'Adapalene Gel 0.1%': med(5, 15, 'gel', 'Adapalene 0.1% w/w', 'H'),
  'Aloe Vera Gel': goods(6, 150, 'gel', '3304', 18),
  'Fungiclot Cream': med(7, 15, 'cream', 'Clotrimazole 1%w/w'),

  'Vasodine 5 Tablet': med(0, 15, 'tablet', 'Amlodipine 5 mg', 'H'),
  'Amlorena 5 Tablet': med(2, 10, 'tablet', 'Amlodipine 5 mg', 'H'),
  'Pressamil 5 Tablet': med(4, 30, 'tablet', 'Amlodipine 5 mg', 'H'),
  'Atorvena 10 Tablet': med(6, 15, 'tablet', 'Atorvastatin 10 mg', 'H'),
  'Lipistat 10 Tablet': med(1, 10, 'tablet', 'Atorvastatin 10 mg', 'H'),
  'Statorin 10 Tablet': med(3, 15, 'tablet', 'Atorvastatin 10mg', 'H'),
  'Telmora 40 Tablet': med(5, 15, 'tablet', 'Telmisartan 40 mg', 'H'),
  'Tensimar 40 Tablet': med(7, 10, 'tablet', 'Telmisartan 40 mg', 'H'),
  'Sartelia 40 Tablet': med(0, 30, 'tablet', 'Telmisartan 40 mg', 'H'),
  'Losavia 50 Tablet': med(2, 15, 'tablet', 'Losartan Potassium 50 mg', 'H'),
  'Lozartis 50 Tablet': med(4, 10, 'tablet', 'Losartan Potassium 50 mg', 'H'),

  'Azivela 500 Tablet': med(1, 3, 'tablet', 'Azithromycin 500 mg', 'H1'),
  'Zithrana 500 Tablet': med(3, 3, 'tablet', 'Azithromycin 500 mg', 'H1'),
  'Azimora 500 Tablet': med(5, 5, 'tablet', 'Azithromycin 500 mg', 'H1'),
  'Amoxora CV 625 Tablet': med(7, 10, 'tablet', 'Amoxicillin 500 mg + Clavulanic Acid 125 mg', 'H1'),
  'Clavantra 625 Tablet': med(0, 6, 'tablet', 'Clavulanic Acid 125 mg + Amoxicillin 500 mg', 'H1'),
  'Moxicla 625 Tablet': med(2, 10, 'tablet', 'Amoxicillin 500mg + Clavulanic Acid 125mg', 'H1'),
  'Cefora 200 Tablet': med(4, 10, 'tablet', 'Cefixime 200 mg', 'H1'),
  'Fixadel 200 Tablet': med(6, 10, 'tablet', 'Cefixime 200 mg', 'H1'),
};
