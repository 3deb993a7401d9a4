import type { TranslationLocale } from '@trails/contracts/translations';
import type { ContentTranslations } from '../schema/columns.ts';

/**
 * The demo's translations of what staff write: every destination's name, tagline and short
 * description, and every featured tour's and trek's title and short description, in Hindi,
 * Spanish, French and German, written for readers of each language rather than word for word;
 * a few blog categories' names. Keyed by slug; everything else shows in English.
 */

type Three = readonly [string, string, string];
type Two = readonly [string, string];
type PerLanguage<T> = Record<TranslationLocale, T>;

const DESTINATIONS: Record<string, PerLanguage<Three>> = {
  shimla: {
    hi: [
      'शिमला',
      'देवदारों से घिरी पहाड़ी पर बसी पुरानी ग्रीष्मकालीन राजधानी',
      'औपनिवेशिक दौर की इमारतें, रिज मैदान और कालका-शिमला टॉय ट्रेन: पहाड़ों की सैर की शुरुआत के लिए शिमला सबसे पसंदीदा पड़ाव है।',
    ],
    es: [
      'Shimla',
      'La antigua capital de verano, sobre una loma de cedros',
      'Soportales coloniales, el paseo del Ridge y el tren de juguete Kalka-Shimla: la primera parada clásica en las montañas.',
    ],
    fr: [
      'Shimla',
      'L’ancienne capitale d’été, perchée sur une crête de cèdres',
      'Arcades coloniales, la promenade du Ridge et le petit train Kalka-Shimla : l’étape incontournable pour débuter dans les montagnes.',
    ],
    de: [
      'Shimla',
      'Die alte Sommerhauptstadt auf einem Zedernkamm',
      'Koloniale Arkaden, die Promenade am Ridge und die Kalka-Shimla-Schmalspurbahn: der klassische erste Halt in den Bergen.',
    ],
  },
  manali: {
    hi: [
      'मनाली',
      'सेब के बाग़, लकड़ी के पुराने मंदिर और लद्दाख की राह',
      'कुल्लू घाटी के छोर पर बसा मनाली सोलांग की बर्फ़, अटल टनल और पीर पंजाल के बड़े ट्रेकों का ठिकाना है।',
    ],
    es: [
      'Manali',
      'Manzanos, templos de madera y la carretera a Ladakh',
      'En la cabecera del valle de Kullu, Manali es la base para la nieve de Solang, el túnel Atal y las grandes rutas del Pir Panjal.',
    ],
    fr: [
      'Manali',
      'Vergers de pommiers, vieux temples de bois et route du Ladakh',
      'Au bout de la vallée de Kullu, Manali est le camp de base des journées de neige à Solang, du tunnel Atal et des grands treks du Pir Panjal.',
    ],
    de: [
      'Manali',
      'Apfelgärten, alte Holztempel und die Straße nach Ladakh',
      'Am Ende des Kullu-Tals gelegen, ist Manali Ausgangspunkt für Schneetage in Solang, den Atal-Tunnel und die großen Treks im Pir Panjal.',
    ],
  },
  dharamshala: {
    hi: [
      'धर्मशाला (मैक्लोडगंज)',
      'धौलाधार की गोद में बसा छोटा ल्हासा',
      'दलाई लामा और निर्वासित तिब्बती सरकार का घर, मैक्लोडगंज में मठ, मोमो और त्रिउंड की चोटी सब कुछ है।',
    ],
    es: [
      'Dharamsala (McLeod Ganj)',
      'El pequeño Lhasa a los pies del Dhauladhar',
      'Hogar del Dalái Lama y del gobierno tibetano en el exilio, McLeod Ganj combina monasterios, momos y la cresta de Triund.',
    ],
    fr: [
      'Dharamsala (McLeod Ganj)',
      'Le petit Lhassa au pied du Dhauladhar',
      'Résidence du dalaï-lama et du gouvernement tibétain en exil, McLeod Ganj mêle monastères, momos et la crête de Triund.',
    ],
    de: [
      'Dharamsala (McLeod Ganj)',
      'Klein-Lhasa unter dem Dhauladhar',
      'Sitz des Dalai Lama und der tibetischen Exilregierung: In McLeod Ganj treffen Klöster, Momos und der Triund-Grat aufeinander.',
    ],
  },
  kasol: {
    hi: [
      'कसोल',
      'पार्वती नदी किनारे चीड़ के जंगल और कैफ़े',
      'पार्वती घाटी का नदी किनारे बसा गाँव, जहाँ से खीरगंगा, तोष, मलाणा और पिन पार्वती दर्रे के रास्ते खुलते हैं।',
    ],
    es: [
      'Kasol',
      'Pinares y cafés a orillas del río Parvati',
      'Un pueblo junto al río en el valle de Parvati, puerta de entrada a Kheerganga, Tosh, Malana y el paso de Pin Parvati.',
    ],
    fr: [
      'Kasol',
      'Forêts de pins et cafés au bord de la Parvati',
      'Un village au bord de l’eau dans la vallée de la Parvati, porte d’accès à Kheerganga, Tosh, Malana et au col de Pin Parvati.',
    ],
    de: [
      'Kasol',
      'Kiefernwälder und Cafés am Parvati-Fluss',
      'Ein Dorf am Fluss im Parvati-Tal und das Tor nach Kheerganga, Tosh, Malana und zum Pin-Parvati-Pass.',
    ],
  },
  'spiti-valley': {
    hi: [
      'स्पीति घाटी',
      'मठों और जीवाश्म वाले गाँवों का ठंडा रेगिस्तान',
      'ऊँची, वीरान और शांत स्पीति हिमालय पार की घाटी है, जहाँ हज़ार साल पुराने मठ और 4,000 मीटर से ऊपर बसे गाँव हैं।',
    ],
    es: [
      'Valle de Spiti',
      'Un desierto frío de monasterios y aldeas con fósiles',
      'Alto, austero y silencioso, Spiti es un valle transhimalayo de monasterios milenarios y aldeas por encima de los 4.000 m.',
    ],
    fr: [
      'Vallée de Spiti',
      'Un désert froid de monastères et de villages à fossiles',
      'Haute, minérale et silencieuse, la vallée de Spiti abrite au-delà de l’Himalaya des monastères millénaires et des villages à plus de 4 000 m.',
    ],
    de: [
      'Spiti-Tal',
      'Eine kalte Wüste aus Klöstern und Fossiliendörfern',
      'Hoch, karg und still: Spiti ist ein transhimalayisches Tal mit tausendjährigen Klöstern und Dörfern über 4.000 m.',
    ],
  },
  kullu: {
    hi: ['कुल्लू', 'देवताओं की घाटी', 'कुल्लू घाटी अपने दशहरे, ब्यास नदी में राफ़्टिंग और ग्रेट हिमालयन नेशनल पार्क के लिए जानी जाती है।'],
    es: [
      'Kullu',
      'El valle de los dioses',
      'El valle de Kullu es famoso por su fiesta de Dussehra, el rafting en el Beas y el Parque Nacional del Gran Himalaya.',
    ],
    fr: [
      'Kullu',
      'La vallée des dieux',
      'La vallée de Kullu est réputée pour sa fête de Dussehra, le rafting sur la Beas et le parc national du Grand Himalaya.',
    ],
    de: [
      'Kullu',
      'Das Tal der Götter',
      'Das Kullu-Tal ist bekannt für sein Dussehra-Fest, Rafting auf dem Beas und den Great-Himalayan-Nationalpark.',
    ],
  },
  dalhousie: {
    hi: [
      'डलहौज़ी',
      'पाँच पहाड़ियाँ, पुराने गिरजाघर और खज्जियार का मैदान',
      'पाँच पहाड़ियों पर फैला शांत औपनिवेशिक हिल स्टेशन; 24 किमी दूर खज्जियार का हरा मैदान और झील।',
    ],
    es: [
      'Dalhousie',
      'Cinco colinas, viejas iglesias y la pradera de Khajjiar',
      'Una tranquila estación colonial repartida por cinco colinas, con la pradera y el lago de Khajjiar a 24 km.',
    ],
    fr: [
      'Dalhousie',
      'Cinq collines, de vieilles églises et la prairie de Khajjiar',
      'Une paisible station coloniale étalée sur cinq collines, avec la prairie et le lac de Khajjiar à 24 km.',
    ],
    de: [
      'Dalhousie',
      'Fünf Hügel, alte Kirchen und die Wiese von Khajjiar',
      'Ein ruhiger kolonialer Bergort auf fünf Hügeln; die Wiese und der See von Khajjiar liegen 24 km entfernt.',
    ],
  },
  'bir-billing': {
    hi: [
      'बीड़ बिलिंग',
      'भारत की पैराग्लाइडिंग राजधानी',
      'तिब्बती बस्तियाँ, चाय बागान और कांगड़ा घाटी के ऊपर दुनिया की सबसे बेहतरीन पैराग्लाइडिंग जगहों में से एक।',
    ],
    es: [
      'Bir Billing',
      'La capital del parapente de la India',
      'Asentamientos tibetanos, plantaciones de té y uno de los mejores lugares del mundo para volar en parapente sobre el valle de Kangra.',
    ],
    fr: [
      'Bir Billing',
      'La capitale indienne du parapente',
      'Colonies tibétaines, jardins de thé et l’un des plus beaux sites de parapente au monde, au-dessus de la vallée de Kangra.',
    ],
    de: [
      'Bir Billing',
      'Indiens Hauptstadt des Gleitschirmfliegens',
      'Tibetische Siedlungen, Teegärten und eines der besten Fluggebiete der Welt hoch über dem Kangra-Tal.',
    ],
  },
  kasauli: {
    hi: [
      'कसौली',
      'चीड़ और सूर्यास्त का छावनी शहर',
      'कालका के ऊपर बसा छोटा, कम भीड़-भाड़ वाला छावनी शहर: मंकी पॉइंट, विरासत कॉटेज और मैदानों पर ढलता सूरज।',
    ],
    es: [
      'Kasauli',
      'Un pueblo acantonado de pinos y atardeceres',
      'Un pequeño acantonamiento casi sin coches sobre Kalka, con Monkey Point, casitas históricas y atardeceres sobre la llanura.',
    ],
    fr: [
      'Kasauli',
      'Une ville de garnison entre pins et couchers de soleil',
      'Une petite ville de garnison où l’on circule peu en voiture, au-dessus de Kalka : Monkey Point, cottages d’époque et couchers de soleil sur la plaine.',
    ],
    de: [
      'Kasauli',
      'Eine Garnisonsstadt aus Kiefern und Sonnenuntergängen',
      'Eine kleine, fast autofreie Garnisonsstadt über Kalka mit Monkey Point, historischen Cottages und Sonnenuntergängen über der Ebene.',
    ],
  },
  nainital: {
    hi: [
      'नैनीताल',
      'कुमाऊँ का झीलों वाला ज़िला',
      'नैनी झील को घेरे अर्धचंद्राकार पहाड़ियाँ, नौका विहार, मॉल रोड और पास में भीमताल व सातताल की झीलें।',
    ],
    es: [
      'Nainital',
      'La región de los lagos de Kumaon',
      'Una media luna de colinas alrededor del lago Naini, con paseos en barca, el Mall Road y los lagos de Bhimtal y Sattal muy cerca.',
    ],
    fr: [
      'Nainital',
      'Le pays des lacs du Kumaon',
      'Un croissant de collines autour du lac Naini, avec canotage, le Mall Road et, tout près, les lacs de Bhimtal et de Sattal.',
    ],
    de: [
      'Nainital',
      'Das Seengebiet von Kumaon',
      'Ein Halbmond aus Hügeln rund um den Naini-See, mit Bootsfahrten, der Mall Road und den Seen von Bhimtal und Sattal ganz in der Nähe.',
    ],
  },
  mussoorie: {
    hi: [
      'मसूरी',
      'दून घाटी के ऊपर पहाड़ों की रानी',
      'सैरगाहें, किताबों की दुकानें और लंढौर की शांत गलियाँ, साथ में बंदरपूँछ श्रृंखला और दून घाटी का नज़ारा।',
    ],
    es: [
      'Mussoorie',
      'La reina de las colinas sobre el valle del Doon',
      'Paseos, librerías y las calles tranquilas de Landour, con vistas a la cordillera de Bandarpunch y al valle del Doon.',
    ],
    fr: [
      'Mussoorie',
      'La reine des collines au-dessus de la vallée du Doon',
      'Promenades, librairies et ruelles paisibles de Landour, face à la chaîne du Bandarpunch et à la vallée du Doon.',
    ],
    de: [
      'Mussoorie',
      'Königin der Berge über dem Doon-Tal',
      'Promenaden, Buchläden und die stillen Gassen von Landour, mit Blick auf die Bandarpunch-Kette und das Doon-Tal.',
    ],
  },
  rishikesh: {
    hi: [
      'ऋषिकेश',
      'गंगा किनारे योग की राजधानी',
      'आश्रम, शाम की गंगा आरती और व्हाइट-वॉटर राफ़्टिंग, वहीं जहाँ गंगा पहाड़ों को छोड़ मैदान में उतरती है।',
    ],
    es: [
      'Rishikesh',
      'La capital del yoga a orillas del Ganges',
      'Ashrams, el aarti del atardecer y rafting en aguas bravas justo donde el Ganges sale de las montañas.',
    ],
    fr: [
      'Rishikesh',
      'La capitale du yoga au bord du Gange',
      'Ashrams, aarti du soir et rafting en eaux vives là où le Gange quitte les montagnes.',
    ],
    de: [
      'Rishikesh',
      'Die Yoga-Hauptstadt am Ganges',
      'Ashrams, die abendliche Aarti und Wildwasser-Rafting dort, wo der Ganges die Berge verlässt.',
    ],
  },
  auli: {
    hi: [
      'औली',
      'नंदा देवी के सामने स्कीइंग की ढलानें',
      'जोशीमठ के ऊपर बांज से घिरी ढलानें, भारत के सबसे अच्छे स्की क्षेत्रों में से एक, नंदा देवी के दर्शन और गढ़वाल के बड़े ट्रेकों का द्वार।',
    ],
    es: [
      'Auli',
      'Pistas de esquí frente al Nanda Devi',
      'Laderas bordeadas de robles sobre Joshimath, una de las mejores zonas de esquí de la India con vistas al Nanda Devi y puerta de las grandes rutas de Garhwal.',
    ],
    fr: [
      'Auli',
      'Des pistes de ski face au Nanda Devi',
      'Des pentes bordées de chênes au-dessus de Joshimath : l’un des meilleurs domaines skiables de l’Inde, face au Nanda Devi, et la porte des grands treks du Garhwal.',
    ],
    de: [
      'Auli',
      'Skipisten mit Blick auf die Nanda Devi',
      'Von Eichen gesäumte Hänge über Joshimath: eines der besten Skigebiete Indiens mit Blick auf die Nanda Devi und Tor zu den großen Treks in Garhwal.',
    ],
  },
  kedarnath: {
    hi: [
      'केदारनाथ',
      'बारह ज्योतिर्लिंगों में सबसे ऊँचा',
      'केदारनाथ शिखर के नीचे 3,583 मीटर पर शिव का प्राचीन मंदिर, जहाँ गौरीकुंड से 16 किमी की पैदल यात्रा से पहुँचा जाता है।',
    ],
    es: [
      'Kedarnath',
      'El más alto de los doce jyotirlingas',
      'Un antiguo templo de Shiva a 3.583 m bajo el pico Kedarnath, al que se llega tras 16 km a pie desde Gaurikund.',
    ],
    fr: [
      'Kedarnath',
      'Le plus haut des douze jyotirlingas',
      'Un temple millénaire dédié à Shiva, à 3 583 m sous le pic du Kedarnath, que l’on rejoint après 16 km de marche depuis Gaurikund.',
    ],
    de: [
      'Kedarnath',
      'Der höchste der zwölf Jyotirlingas',
      'Ein uralter Shiva-Tempel auf 3.583 m unter dem Kedarnath-Gipfel, erreichbar nach 16 km Fußweg von Gaurikund.',
    ],
  },
  uttarkashi: {
    hi: [
      'उत्तरकाशी',
      'गंगोत्री और गोविंद घाटी का प्रवेश द्वार',
      'भागीरथी किनारे बसा मंदिरों का नगर और केदारकांठा, हर की दून व दयारा बुग्याल ट्रेकों का आधार।',
    ],
    es: [
      'Uttarkashi',
      'Puerta de Gangotri y del valle de Govind',
      'Una ciudad de templos junto al Bhagirathi y punto de partida hacia Kedarkantha, Har Ki Dun y Dayara Bugyal.',
    ],
    fr: [
      'Uttarkashi',
      'La porte de Gangotri et de la vallée de Govind',
      'Une ville de temples sur la Bhagirathi, point de départ des treks de Kedarkantha, Har Ki Dun et Dayara Bugyal.',
    ],
    de: [
      'Uttarkashi',
      'Tor nach Gangotri und ins Govind-Tal',
      'Eine Tempelstadt am Bhagirathi und Ausgangspunkt für Kedarkantha, Har Ki Dun und Dayara Bugyal.',
    ],
  },
  kausani: {
    hi: [
      'कौसानी',
      'हिमालय की 300 किमी लंबी खिड़की',
      'कुमाऊँ का गाँव, जहाँ से त्रिशूल से पंचाचूली तक हिमालय का विहंगम दृश्य, चाय बागान और अनासक्ति आश्रम है।',
    ],
    es: [
      'Kausani',
      'Una ventana de 300 km al Himalaya',
      'Un pueblo de Kumaon con una vista panorámica del Trishul al Panchachuli, plantaciones de té y el ashram de Anasakti.',
    ],
    fr: [
      'Kausani',
      'Une fenêtre de 300 km sur l’Himalaya',
      'Un village du Kumaon avec un panorama du Trishul au Panchachuli, des jardins de thé et l’ashram d’Anasakti.',
    ],
    de: [
      'Kausani',
      'Ein 300 km breites Fenster zum Himalaya',
      'Ein Dorf in Kumaon mit Panoramablick vom Trishul bis zum Panchachuli, Teegärten und dem Anasakti-Ashram.',
    ],
  },
  srinagar: {
    hi: [
      'श्रीनगर',
      'हाउसबोट, शिकारे और मुग़ल बाग़',
      'डल झील के हाउसबोट, मुग़ल बाग़ और पुराने शहर की लकड़ी की दरगाहें श्रीनगर को सबसे अलग बनाती हैं।',
    ],
    es: [
      'Srinagar',
      'Casas flotantes, shikaras y jardines mogoles',
      'Las casas flotantes del lago Dal, los jardines mogoles y los santuarios de madera de la ciudad vieja hacen de Srinagar un lugar único.',
    ],
    fr: [
      'Srinagar',
      'Maisons flottantes, shikaras et jardins moghols',
      'Les maisons flottantes du lac Dal, les jardins moghols et les sanctuaires en bois de la vieille ville font de Srinagar un lieu à part.',
    ],
    de: [
      'Srinagar',
      'Hausboote, Shikaras und Mogulgärten',
      'Die Hausboote auf dem Dal-See, die Mogulgärten und die hölzernen Schreine der Altstadt machen Srinagar einzigartig.',
    ],
  },
  gulmarg: {
    hi: [
      'गुलमर्ग',
      'फूलों का मैदान, पाउडर बर्फ़ की ढलान',
      'ऊँचा घास का मैदान, दुनिया के सबसे ऊँचे गोंडोला में से एक और एशिया की सबसे अच्छी पाउडर स्कीइंग।',
    ],
    es: [
      'Gulmarg',
      'Pradera de flores, ladera de nieve polvo',
      'Una pradera de altura con una de las góndolas más altas del mundo y el mejor esquí de nieve polvo de Asia.',
    ],
    fr: [
      'Gulmarg',
      'Prairie fleurie, pentes de poudreuse',
      'Une prairie d’altitude avec l’une des télécabines les plus hautes du monde et la meilleure poudreuse d’Asie.',
    ],
    de: [
      'Gulmarg',
      'Blumenwiese und Pulverschneehang',
      'Eine hochgelegene Wiese mit einer der höchsten Gondelbahnen der Welt und dem besten Pulverschnee Asiens.',
    ],
  },
  pahalgam: {
    hi: [
      'पहलगाम',
      'लिद्दर किनारे चरवाहों की घाटी',
      'चीड़ के जंगल, लिद्दर नदी और आरू, बेताब व चंदनवाड़ी की घाटियाँ; तरसर मरसर ट्रेक यहीं से शुरू होता है।',
    ],
    es: [
      'Pahalgam',
      'El valle de los pastores a orillas del Lidder',
      'Pinares, el río Lidder y los valles de Aru, Betaab y Chandanwari; aquí empieza la ruta de Tarsar Marsar.',
    ],
    fr: [
      'Pahalgam',
      'La vallée des bergers au bord de la Lidder',
      'Forêts de pins, la rivière Lidder et les vallées d’Aru, de Betaab et de Chandanwari ; c’est ici que commence le trek de Tarsar Marsar.',
    ],
    de: [
      'Pahalgam',
      'Das Tal der Hirten am Lidder',
      'Kiefernwälder, der Lidder-Fluss und die Seitentäler Aru, Betaab und Chandanwari; hier beginnt der Tarsar-Marsar-Trek.',
    ],
  },
  sonamarg: {
    hi: [
      'सोनमर्ग',
      'ज़ोजिला के नीचे सोने का मैदान',
      'सिंध नदी पर ग्लेशियर से सींचा मैदान, ज़ोजिला से पहले का आख़िरी पड़ाव और कश्मीर ग्रेट लेक्स ट्रेक की शुरुआत।',
    ],
    es: [
      'Sonamarg',
      'La pradera de oro bajo el Zoji La',
      'Una pradera regada por glaciares junto al río Sindh, última parada antes del Zoji La e inicio de la ruta de los Grandes Lagos de Cachemira.',
    ],
    fr: [
      'Sonamarg',
      'La prairie d’or au pied du Zoji La',
      'Une prairie nourrie par les glaciers sur la Sindh, dernière halte avant le Zoji La et départ du trek des Grands Lacs du Cachemire.',
    ],
    de: [
      'Sonamarg',
      'Die goldene Wiese unter dem Zoji La',
      'Eine gletschergespeiste Wiese am Sindh, letzter Halt vor dem Zoji La und Start des Kashmir-Great-Lakes-Treks.',
    ],
  },
  leh: {
    hi: [
      'लेह',
      'लद्दाख की ऊँची राजधानी',
      '3,500 मीटर पर बसे शहर के चारों ओर मिट्टी की ईंटों का महल, सफ़ेद स्तूप और धरती के कुछ सबसे ऊँचे मोटर योग्य दर्रे।',
    ],
    es: [
      'Leh',
      'La capital en las alturas de Ladakh',
      'Un palacio de adobe, estupas encaladas y algunos de los puertos transitables más altos del planeta alrededor de una ciudad a 3.500 m.',
    ],
    fr: [
      'Leh',
      'La capitale perchée du Ladakh',
      'Un palais en briques de terre, des stupas blanchis à la chaux et quelques-uns des cols carrossables les plus hauts du monde autour d’une ville à 3 500 m.',
    ],
    de: [
      'Leh',
      'Die hochgelegene Hauptstadt Ladakhs',
      'Ein Palast aus Lehmziegeln, weiß getünchte Stupas und einige der höchsten befahrbaren Pässe der Erde rund um eine Stadt auf 3.500 m.',
    ],
  },
  'nubra-valley': {
    hi: [
      'नुब्रा घाटी',
      'खारदुंग ला के पार रेत के टीले और दो कूबड़ वाले ऊँट',
      'खारदुंग ला पार करते ही श्योक और नुब्रा नदियाँ रेत के टीलों, बागों और दिस्कित के मैत्रेय बुद्ध वाली घाटी में खुलती हैं।',
    ],
    es: [
      'Valle de Nubra',
      'Dunas y camellos bactrianos más allá del Khardung La',
      'Pasado el Khardung La, los ríos Shyok y Nubra se abren en un valle de dunas, huertos y el Buda Maitreya de Diskit.',
    ],
    fr: [
      'Vallée de la Nubra',
      'Dunes et chameaux de Bactriane au-delà du Khardung La',
      'Passé le Khardung La, la Shyok et la Nubra s’ouvrent sur une vallée de dunes, de vergers et le Maitreya de Diskit.',
    ],
    de: [
      'Nubra-Tal',
      'Sanddünen und Trampeltiere jenseits des Khardung La',
      'Hinter dem Khardung La öffnen sich Shyok und Nubra zu einem Tal aus Dünen, Obstgärten und dem Maitreya-Buddha von Diskit.',
    ],
  },
  darjeeling: {
    hi: ['दार्जिलिंग', 'चाय, टॉय ट्रेन और कंचनजंगा', 'चाय बागान, दार्जिलिंग हिमालयन रेलवे और टाइगर हिल से कंचनजंगा पर उगता सूरज।'],
    es: [
      'Darjeeling',
      'Té, trenes de juguete y el Kanchenjunga',
      'Plantaciones de té, el Ferrocarril del Himalaya de Darjeeling y el amanecer sobre el Kanchenjunga desde Tiger Hill.',
    ],
    fr: [
      'Darjeeling',
      'Thé, petit train et Kangchenjunga',
      'Jardins de thé, le chemin de fer himalayen de Darjeeling et le lever du soleil sur le Kangchenjunga depuis Tiger Hill.',
    ],
    de: [
      'Darjeeling',
      'Tee, Spielzeugeisenbahn und Kangchendzönga',
      'Teegärten, die Darjeeling-Himalaya-Bahn und der Sonnenaufgang über dem Kangchendzönga vom Tiger Hill aus.',
    ],
  },
  gangtok: {
    hi: [
      'गंगटोक',
      'साफ़ सड़कें, मठ और उत्तर सिक्किम की राह',
      'सिक्किम की सुथरी राजधानी: एमजी मार्ग, रुमटेक और एन्चे मठ, और त्सोमगो झील व उत्तर सिक्किम के परमिट यहीं से।',
    ],
    es: [
      'Gangtok',
      'Calles limpias, monasterios y la ruta al norte de Sikkim',
      'La cuidada capital de Sikkim, con MG Marg, los monasterios de Rumtek y Enchey y los permisos para el lago Tsomgo y el norte de Sikkim.',
    ],
    fr: [
      'Gangtok',
      'Rues propres, monastères et route du nord du Sikkim',
      'La capitale soignée du Sikkim : MG Marg, les monastères de Rumtek et d’Enchey, et les permis pour le lac Tsomgo et le nord du Sikkim.',
    ],
    de: [
      'Gangtok',
      'Saubere Straßen, Klöster und der Weg nach Nordsikkim',
      'Sikkims gepflegte Hauptstadt mit der MG Marg, den Klöstern Rumtek und Enchey und den Genehmigungen für den Tsomgo-See und Nordsikkim.',
    ],
  },
  pelling: {
    hi: [
      'पेलिंग',
      'हाथ भर की दूरी पर कंचनजंगा',
      'कंचनजंगा के सामने बसा पश्चिम सिक्किम का गाँव, पेमायंगत्से मठ, रबदेन्त्से के खंडहर और युक्सोम ट्रेक का आरंभ।',
    ],
    es: [
      'Pelling',
      'El Kanchenjunga al alcance de la mano',
      'Un pueblo del oeste de Sikkim frente al Kanchenjunga, con el monasterio de Pemayangtse, las ruinas de Rabdentse y el inicio de la ruta de Yuksom.',
    ],
    fr: [
      'Pelling',
      'Le Kangchenjunga à portée de main',
      'Un village de l’ouest du Sikkim face au Kangchenjunga, avec le monastère de Pemayangtse, les ruines de Rabdentse et le départ des treks de Yuksom.',
    ],
    de: [
      'Pelling',
      'Der Kangchendzönga zum Greifen nah',
      'Ein Dorf in Westsikkim gegenüber dem Kangchendzönga, mit dem Kloster Pemayangtse, den Ruinen von Rabdentse und dem Ausgangspunkt Yuksom.',
    ],
  },
  tawang: {
    hi: [
      'तवांग',
      'सेला दर्रे के पार मोनपा का देश',
      'भारत का सबसे बड़ा मठ, 4,170 मीटर ऊँचा सेला दर्रा और अरुणाचल प्रदेश के सुदूर पश्चिम की ऊँची झीलें।',
    ],
    es: [
      'Tawang',
      'Tierra monpa más allá del paso de Sela',
      'El mayor monasterio de la India, el paso de Sela a 4.170 m y lagos de altura en el extremo oeste de Arunachal Pradesh.',
    ],
    fr: [
      'Tawang',
      'Le pays monpa au-delà du col de Sela',
      'Le plus grand monastère de l’Inde, le col de Sela à 4 170 m et des lacs d’altitude à l’extrême ouest de l’Arunachal Pradesh.',
    ],
    de: [
      'Tawang',
      'Das Land der Monpa jenseits des Sela-Passes',
      'Indiens größtes Kloster, der 4.170 m hohe Sela-Pass und Hochgebirgsseen im äußersten Westen von Arunachal Pradesh.',
    ],
  },
};

/** Featured tours and treks, by slug: title and short description. */
const TRIPS: Record<string, PerLanguage<Two>> = {
  'spiti-valley-circuit-by-road': {
    hi: ['सड़क से स्पीति घाटी सर्किट', 'शिमला से किन्नौर होते हुए काज़ा तक, फिर कुंज़ुम ला पार कर मनाली तक का पूरा चक्कर।'],
    es: [
      'Circuito del valle de Spiti por carretera',
      'La vuelta completa: de Shimla a Kaza por Kinnaur y de regreso a Manali por el Kunzum La.',
    ],
    fr: [
      'La boucle de la vallée de Spiti par la route',
      'La grande boucle de Shimla à Kaza par le Kinnaur, puis retour vers Manali par le Kunzum La.',
    ],
    de: [
      'Spiti-Rundreise auf der Straße',
      'Die ganze Runde: von Shimla durch Kinnaur nach Kaza und über den Kunzum La hinaus nach Manali.',
    ],
  },
  'ladakh-motorbike-expedition-via-khardung-la': {
    hi: [
      'खारदुंग ला होते हुए लद्दाख मोटरबाइक अभियान',
      'रॉयल एनफ़ील्ड हिमालयन पर खारदुंग ला और चांग ला पार कर नुब्रा और पैंगोंग त्सो तक की सवारी।',
    ],
    es: [
      'Expedición en moto por Ladakh vía Khardung La',
      'Cruza el Khardung La y el Chang La en una Royal Enfield Himalayan rumbo a Nubra y Pangong Tso.',
    ],
    fr: [
      'Expédition à moto au Ladakh par le Khardung La',
      'Franchissez le Khardung La et le Chang La en Royal Enfield Himalayan jusqu’à la Nubra et au Pangong Tso.',
    ],
    de: [
      'Ladakh-Motorradexpedition über den Khardung La',
      'Auf der Royal Enfield Himalayan über Khardung La und Chang La nach Nubra und zum Pangong Tso.',
    ],
  },
  'rishikesh-white-water-rafting-and-camping': {
    hi: [
      'ऋषिकेश व्हाइट वॉटर राफ़्टिंग और कैंपिंग',
      'मरीन ड्राइव से गंगा में 26 किमी राफ़्टिंग, रेतीले तट पर कैंप में रात और शिवपुरी में चट्टान से छलांग।',
    ],
    es: [
      'Rafting y acampada en Rishikesh',
      'Baja 26 km del Ganges desde Marine Drive, duerme en un campamento de playa y salta desde el acantilado de Shivpuri.',
    ],
    fr: [
      'Rafting et camping à Rishikesh',
      'Descendez 26 km du Gange depuis Marine Drive, dormez dans un camp sur la plage et sautez de la falaise à Shivpuri.',
    ],
    de: [
      'Wildwasser-Rafting und Camping in Rishikesh',
      '26 km auf dem Ganges ab Marine Drive, eine Nacht im Strandcamp und der Sprung von der Klippe bei Shivpuri.',
    ],
  },
  'little-lhasa-tibetan-heritage-tour': {
    hi: ['छोटा ल्हासा: तिब्बती विरासत यात्रा', 'मैक्लोडगंज में मठ, तिब्बती खाना पकाने की कक्षा और नोरबुलिंगका के कारीगर।'],
    es: [
      'Ruta del patrimonio tibetano en el pequeño Lhasa',
      'Monasterios, una clase de cocina tibetana y los artesanos de Norbulingka en McLeod Ganj.',
    ],
    fr: [
      'Le petit Lhassa, circuit du patrimoine tibétain',
      'Monastères, cours de cuisine tibétaine et artisans de Norbulingka à McLeod Ganj.',
    ],
    de: [
      'Klein-Lhasa: Tour zum tibetischen Erbe',
      'Klöster, ein tibetischer Kochkurs und die Kunsthandwerker von Norbulingka in McLeod Ganj.',
    ],
  },
  'monasteries-of-ladakh-and-hemis': {
    hi: ['लद्दाख और हेमिस के मठ', 'हेमिस, थिकसे, अलची और लामायुरु, सुबह की पूजा और लद्दाखी घर का बना खाना।'],
    es: [
      'Monasterios de Ladakh y Hemis',
      'Hemis, Thiksey, Alchi y Lamayuru, con una puja al amanecer y una comida casera ladakhi.',
    ],
    fr: [
      'Monastères du Ladakh et Hemis',
      'Hemis, Thiksey, Alchi et Lamayuru, avec une puja matinale et un repas ladakhi fait maison.',
    ],
    de: [
      'Klöster Ladakhs und Hemis',
      'Hemis, Thiksey, Alchi und Lamayuru mit einer Morgenpuja und einem hausgemachten ladakhischen Essen.',
    ],
  },
  'pangong-tso-lakeside-camping': {
    hi: ['पैंगोंग त्सो के किनारे कैंपिंग', 'पैंगोंग त्सो के तट पर कैंप में दो रातें: 134 किमी लंबी झील जो हर घंटे रंग बदलती है।'],
    es: [
      'Acampada junto al lago Pangong Tso',
      'Dos noches en un campamento a orillas del Pangong Tso, el lago de 134 km que cambia de color cada hora.',
    ],
    fr: [
      'Camping au bord du Pangong Tso',
      'Deux nuits dans un camp sur la rive du Pangong Tso, ce lac de 134 km qui change de couleur d’heure en heure.',
    ],
    de: [
      'Camping am Ufer des Pangong Tso',
      'Zwei Nächte im Camp am Pangong Tso, dem 134 km langen See, der stündlich die Farbe wechselt.',
    ],
  },
  'dal-lake-houseboat-stay': {
    hi: ['डल झील हाउसबोट प्रवास', 'नक्काशीदार देवदार के हाउसबोट पर तीन रातें, भोर में शिकारे से तैरते बाज़ार की सैर और मुग़ल बाग़।'],
    es: [
      'Estancia en casa flotante en el lago Dal',
      'Tres noches en una casa flotante de cedro tallado, una shikara al alba hasta el mercado flotante y los jardines mogoles.',
    ],
    fr: [
      'Séjour en maison flottante sur le lac Dal',
      'Trois nuits dans une maison flottante en cèdre sculpté, un shikara à l’aube vers le marché flottant et les jardins moghols.',
    ],
    de: [
      'Hausboot-Aufenthalt auf dem Dal-See',
      'Drei Nächte auf einem geschnitzten Zedernholz-Hausboot, im Morgengrauen mit der Shikara zum schwimmenden Markt und die Mogulgärten.',
    ],
  },
  'shimla-heritage-walk-and-toy-train': {
    hi: ['शिमला हेरिटेज वॉक और टॉय ट्रेन', 'यूनेस्को धरोहर कालका-शिमला रेल की सवारी और वाइसरीगल लॉज, क्राइस्ट चर्च व मॉल की सैर।'],
    es: [
      'Paseo histórico por Shimla y tren de juguete',
      'Viaja en el ferrocarril Kalka-Shimla, patrimonio de la UNESCO, y recorre el Viceregal Lodge, la Christ Church y el Mall.',
    ],
    fr: [
      'Balade patrimoniale à Shimla et petit train',
      'Montez à bord du train Kalka-Shimla, classé par l’UNESCO, puis découvrez le Viceregal Lodge, la Christ Church et le Mall.',
    ],
    de: [
      'Shimla: Altstadtrundgang und Spielzeugeisenbahn',
      'Fahrt mit der Kalka-Shimla-Bahn (UNESCO-Welterbe), dazu Viceregal Lodge, Christ Church und die Mall.',
    ],
  },
  'darjeeling-toy-train-and-tea-estates': {
    hi: [
      'दार्जिलिंग टॉय ट्रेन और चाय बागान',
      'टाइगर हिल पर सूर्योदय, दार्जिलिंग हिमालयन रेलवे की जॉय राइड और पुराने चाय बागान में चाय चखना।',
    ],
    es: [
      'Tren de juguete y plantaciones de té de Darjeeling',
      'Amanecer en Tiger Hill, un paseo en el Ferrocarril del Himalaya de Darjeeling y una cata en una finca de té histórica.',
    ],
    fr: [
      'Petit train et domaines de thé de Darjeeling',
      'Lever du soleil à Tiger Hill, balade sur le chemin de fer himalayen de Darjeeling et dégustation dans un domaine de thé historique.',
    ],
    de: [
      'Darjeeling: Spielzeugeisenbahn und Teegärten',
      'Sonnenaufgang am Tiger Hill, eine Fahrt mit der Darjeeling-Himalaya-Bahn und eine Verkostung auf einem traditionsreichen Teegut.',
    ],
  },
  'tirthan-valley-and-great-himalayan-national-park': {
    hi: [
      'तीर्थन घाटी और ग्रेट हिमालयन नेशनल पार्क',
      'ट्राउट वाली नदियाँ, जंगल की पगडंडियाँ और लकड़ी के गाँव: यूनेस्को पार्क का द्वार तीर्थन घाटी।',
    ],
    es: [
      'Valle de Tirthan y Parque Nacional del Gran Himalaya',
      'Arroyos con truchas, senderos de bosque y aldeas de madera en el valle de Tirthan, puerta de un parque de la UNESCO.',
    ],
    fr: [
      'Vallée de Tirthan et parc national du Grand Himalaya',
      'Torrents à truites, sentiers forestiers et villages en bois dans la vallée de Tirthan, porte d’un parc classé par l’UNESCO.',
    ],
    de: [
      'Tirthan-Tal und Great-Himalayan-Nationalpark',
      'Forellenbäche, Waldpfade und Holzdörfer im Tirthan-Tal, dem Tor zu einem UNESCO-Nationalpark.',
    ],
  },
  'yumthang-valley-of-flowers': {
    hi: ['युमथांग: फूलों की घाटी', 'बसंत में बुरांश और प्रिमुला से भर जाती युमथांग घाटी; लाचुंग में दो रातें।'],
    es: [
      'Yumthang, el valle de las flores',
      'En primavera, rododendros y prímulas cubren el valle de Yumthang; dos noches en Lachung.',
    ],
    fr: [
      'Yumthang, la vallée des fleurs',
      'Au printemps, rhododendrons et primevères couvrent la vallée de Yumthang ; deux nuits à Lachung.',
    ],
    de: [
      'Yumthang, das Tal der Blumen',
      'Im Frühling füllen Rhododendren und Primeln das Yumthang-Tal; zwei Nächte in Lachung.',
    ],
  },
  'hampta-pass-trek': {
    hi: ['हम्पटा पास ट्रेक', 'हरी-भरी कुल्लू घाटी से 4,270 मीटर का दर्रा पार कर बंजर लाहौल तक, साथ में चंद्रताल की सैर।'],
    es: [
      'Trekking del paso de Hampta',
      'Del verde valle de Kullu al árido Lahaul por un paso de 4.270 m, con desvío al lago Chandratal.',
    ],
    fr: [
      'Trek du col de Hampta',
      'De la verte vallée de Kullu au Lahaul aride par un col à 4 270 m, avec un détour par le lac Chandratal.',
    ],
    de: [
      'Hampta-Pass-Trek',
      'Vom grünen Kullu-Tal über einen 4.270 m hohen Pass ins karge Lahaul, mit Abstecher zum Chandratal.',
    ],
  },
  'triund-trek': {
    hi: ['त्रिउंड ट्रेक', 'मैक्लोडगंज के ऊपर एक रात का रिज ट्रेक: सामने धौलाधार की दीवार, नीचे कांगड़ा घाटी।'],
    es: [
      'Trekking de Triund',
      'Una travesía de una noche por la cresta sobre McLeod Ganj, con el muro del Dhauladhar enfrente y el valle de Kangra a tus pies.',
    ],
    fr: [
      'Trek de Triund',
      'Une nuit sur la crête au-dessus de McLeod Ganj, le mur du Dhauladhar en face et la vallée de Kangra à vos pieds.',
    ],
    de: [
      'Triund-Trek',
      'Eine Gratwanderung mit Übernachtung über McLeod Ganj: vor Ihnen die Dhauladhar-Wand, unter Ihnen das Kangra-Tal.',
    ],
  },
  'kedarkantha-winter-trek': {
    hi: [
      'केदारकांठा शीतकालीन ट्रेक',
      'भारत का सबसे पसंदीदा बर्फ़ीला ट्रेक: चीड़ के जंगल, जमी हुई झील और स्वर्गारोहिणी के सामने 3,810 मीटर का शिखर।',
    ],
    es: [
      'Trekking invernal al Kedarkantha',
      'La ruta nevada favorita de la India: pinares, un lago helado y una cumbre de 3.810 m frente al Swargarohini.',
    ],
    fr: [
      'Trek hivernal du Kedarkantha',
      'Le trek dans la neige préféré des Indiens : forêts de pins, lac gelé et sommet à 3 810 m face au Swargarohini.',
    ],
    de: [
      'Kedarkantha-Wintertrek',
      'Indiens beliebtester Schneetrek: Kiefernwälder, ein gefrorener See und ein Gipfel auf 3.810 m gegenüber dem Swargarohini.',
    ],
  },
  'valley-of-flowers-and-hemkund-sahib-trek': {
    hi: [
      'फूलों की घाटी और हेमकुंड साहिब ट्रेक',
      'यूनेस्को की घाटी जिसमें 500 से ज़्यादा तरह के फूल खिलते हैं, और हेमकुंड साहिब की हिमनदी झील।',
    ],
    es: [
      'Trekking al Valle de las Flores y Hemkund Sahib',
      'Un valle de la UNESCO con más de 500 especies de flores y el lago glaciar de Hemkund Sahib.',
    ],
    fr: [
      'Trek de la Vallée des Fleurs et de Hemkund Sahib',
      'Une vallée classée par l’UNESCO aux plus de 500 espèces de fleurs, et le lac glaciaire de Hemkund Sahib.',
    ],
    de: [
      'Trek ins Tal der Blumen und nach Hemkund Sahib',
      'Ein UNESCO-Tal mit mehr als 500 Blumenarten und der Gletschersee von Hemkund Sahib.',
    ],
  },
  'goecha-la-trek': {
    hi: ['गोचा ला ट्रेक', 'युक्सोम से कंचनजंगा नेशनल पार्क में, गोचा ला के नीचे व्यू पॉइंट 1 तक।'],
    es: [
      'Trekking del Goecha La',
      'Por el Parque Nacional del Kanchenjunga desde Yuksom hasta el Mirador 1, bajo el Goecha La.',
    ],
    fr: [
      'Trek du Goecha La',
      'À travers le parc national du Kangchenjunga, de Yuksom jusqu’au View Point 1 sous le Goecha La.',
    ],
    de: [
      'Goecha-La-Trek',
      'Durch den Kangchendzönga-Nationalpark von Yuksom bis zum View Point 1 unterhalb des Goecha La.',
    ],
  },
  'sandakphu-phalut-ridge-trek': {
    hi: [
      'संदकफू फालुट रिज ट्रेक',
      'भारत-नेपाल सीमा पर सिंगालीला रिज की पैदल यात्रा, जहाँ से एवरेस्ट, ल्होत्से, मकालू और कंचनजंगा दिखते हैं।',
    ],
    es: [
      'Trekking de la cresta Sandakphu-Phalut',
      'Recorre la cresta de Singalila por la frontera entre India y Nepal con vistas al Everest, el Lhotse, el Makalu y el Kanchenjunga.',
    ],
    fr: [
      'Trek de la crête de Sandakphu à Phalut',
      'Marchez sur la crête de Singalila, le long de la frontière indo-népalaise, face à l’Everest, au Lhotse, au Makalu et au Kangchenjunga.',
    ],
    de: [
      'Sandakphu-Phalut-Gratwanderung',
      'Auf dem Singalila-Grat entlang der Grenze zwischen Indien und Nepal, mit Blick auf Everest, Lhotse, Makalu und Kangchendzönga.',
    ],
  },
  'kashmir-great-lakes-trek': {
    hi: ['कश्मीर ग्रेट लेक्स ट्रेक', 'सात दिन, तीन दर्रे और सोनमर्ग से नारानाग तक एक के बाद एक अल्पाइन झीलें।'],
    es: [
      'Trekking de los Grandes Lagos de Cachemira',
      'Siete días, tres pasos y un rosario de lagos alpinos de Sonamarg a Naranag.',
    ],
    fr: [
      'Trek des Grands Lacs du Cachemire',
      'Sept jours, trois cols et un chapelet de lacs alpins de Sonamarg à Naranag.',
    ],
    de: ['Kashmir-Great-Lakes-Trek', 'Sieben Tage, drei Pässe und eine Kette von Bergseen von Sonamarg bis Naranag.'],
  },
};

/** Blog categories, by slug: name. */
const BLOG_CATEGORY_NAMES: Record<string, PerLanguage<string>> = {
  'travel-tips': { hi: 'यात्रा सुझाव', es: 'Consejos de viaje', fr: 'Conseils de voyage', de: 'Reisetipps' },
  'budget-travel': { hi: 'कम बजट में यात्रा', es: 'Viajar con poco dinero', fr: 'Voyager malin', de: 'Günstig reisen' },
  culture: { hi: 'संस्कृति', es: 'Cultura', fr: 'Culture', de: 'Kultur' },
};

function perLanguage<T>(
  source: Record<string, PerLanguage<T>>,
  fields: (value: T) => Record<string, string>,
): Record<string, ContentTranslations> {
  return Object.fromEntries(
    Object.entries(source).map(([slug, languages]) => [
      slug,
      Object.fromEntries(Object.entries(languages).map(([lang, value]) => [lang, fields(value as T)])),
    ]),
  );
}

export const DESTINATION_TRANSLATIONS = perLanguage(DESTINATIONS, ([name, tagline, short]) => ({
  name,
  tagline,
  short_description: short,
}));
export const TRIP_TRANSLATIONS = perLanguage(TRIPS, ([title, short]) => ({ title, short_description: short }));
export const BLOG_CATEGORY_TRANSLATIONS = perLanguage(BLOG_CATEGORY_NAMES, (name) => ({ name }));
