import { PHRASES } from './chat-phrases';
import type { CareEmergency, CareLanguage, CareNote } from './text-generator';

/**
 * What the assistant says first in an emergency, and the notes a condition adds to an answer, in
 * each language a visitor may write in. Fixed text, never a model's: the first aid follows what
 * poison centres and first-aid bodies advise (emergency services first; for a swallowed cell no
 * vomiting; honey only where a poison centre advises it, and never instead of going), and every
 * note sends to a doctor, pharmacist or the device's maker.
 */
type CareText = Record<CareEmergency | CareNote, string>;

const EN: CareText = {
  swallowedCell:
    'Emergency: if a button or coin cell or any battery may have been swallowed, or put in the nose or ear, go to the emergency room now or call emergency services (911 in the US, 999 in the UK, 112 in Europe), even if there are no signs yet. Call poison control too (US: 1-800-222-1222). Do not make them vomit, and give nothing to eat or drink unless a doctor or poison control says so. Honey only if poison control advises it (US Poison Control does for children over one year old, within 12 hours), and never instead of going. Take the battery pack or a matching cell with you.',
  swallowedMagnet:
    'Emergency: if a magnet may have been swallowed, go to the emergency room now or call emergency services (911 in the US, 999 in the UK, 112 in Europe), even if there are no signs yet: two magnets, or a magnet and a piece of metal, can pinch the bowel between them. Do not make them vomit, and give nothing to eat or drink until a doctor says so. Call poison control too (US: 1-800-222-1222).',
  batteryBurn:
    'Emergency: cool a burn from a battery under cool running water for 20 minutes, take off rings or clothing near it unless they are stuck, and cover it loosely with cling film or a clean cloth; no ice, butter or creams. Call emergency services (911, 999, 112) or go to the emergency room if the burn is large or deep, on the face, hands or genitals, or on a child.',
  leakOnBody:
    "Emergency: if a leaking battery's fluid got in the eyes, rinse them with lukewarm running water for at least 15 minutes, eyelids held open, and call poison control (US: 1-800-222-1222) or emergency services (911, 999, 112). On skin, take off soiled clothing and rinse with plenty of running water for 15 minutes; see a doctor if it burns, reddens or blisters. In the mouth, rinse and spit, and call poison control. Do not rub, and put nothing else on it.",
  allergicReaction:
    'Emergency: if the face, lips, tongue or throat swell, or breathing or swallowing is hard, call emergency services now (911 in the US, 999 in the UK, 112 in Europe) and use an adrenaline auto-injector if one was prescribed. Stop using the product and rinse it off the skin with water. For a rash without those signs, ask a doctor or pharmacist.',
  implant:
    'With a pacemaker or another implanted medical device: keep magnets, magnetic products and devices that pass a current through the skin (microcurrent or EMS tools) away from it, as its maker advises (commonly at least 15 cm / 6 inches), and ask your doctor or the device’s maker before using one.',
  pregnancy:
    'During pregnancy or breastfeeding: check the ingredients with your doctor, midwife or pharmacist before you use a product (retinoids, for example, are usually advised against).',
  skin: 'With eczema or sensitive skin: try a new product on a small patch of skin first (the inner arm, for a day or two) and stop if it reddens, itches or stings; for broken or inflamed skin, ask a dermatologist or pharmacist first.',
  allergy:
    'With an allergy: check the full ingredient list for what you react to, patch test first, and ask your doctor or pharmacist if unsure. Swelling of the face or lips, or trouble breathing, is an emergency: call emergency services.',
  health: PHRASES.en.health,
  child: PHRASES.en.child,
};

const DE: CareText = {
  swallowedCell:
    'Notfall: Wenn eine Knopfzelle oder eine andere Batterie verschluckt oder in Nase oder Ohr gesteckt worden sein könnte, sofort in die Notaufnahme oder den Notruf 112 wählen, auch ohne Anzeichen. Rufen Sie auch den Giftnotruf an. Kein Erbrechen auslösen und nichts essen oder trinken lassen, außer ein Arzt oder der Giftnotruf rät dazu. Honig nur, wenn der Giftnotruf es empfiehlt, und nie statt loszufahren. Nehmen Sie die Verpackung oder eine gleiche Zelle mit.',
  swallowedMagnet:
    'Notfall: Wenn ein Magnet verschluckt worden sein könnte, sofort in die Notaufnahme oder den Notruf 112 wählen, auch ohne Anzeichen: zwei Magnete, oder ein Magnet und Metall, können den Darm zwischen sich einklemmen. Kein Erbrechen auslösen und nichts essen oder trinken lassen, bis ein Arzt es erlaubt. Rufen Sie auch den Giftnotruf an.',
  batteryBurn:
    'Notfall: Eine Verbrennung durch eine Batterie 20 Minuten unter kühlem fließendem Wasser kühlen, Ringe und Kleidung in der Nähe abnehmen, wenn sie nicht festkleben, und locker mit Frischhaltefolie oder einem sauberen Tuch abdecken; kein Eis, keine Butter, keine Cremes. Notruf 112 oder Notaufnahme, wenn die Verbrennung groß oder tief ist, an Gesicht, Händen oder Genitalien, oder bei einem Kind.',
  leakOnBody:
    'Notfall: Ist Flüssigkeit aus einer ausgelaufenen Batterie ins Auge gekommen, das Auge mindestens 15 Minuten mit lauwarmem fließendem Wasser bei geöffneten Lidern spülen und den Giftnotruf oder den Notruf 112 anrufen. Auf der Haut verschmutzte Kleidung ausziehen und 15 Minuten mit viel fließendem Wasser spülen; zum Arzt, wenn es brennt, rot wird oder Blasen bildet. Im Mund ausspülen, ausspucken und den Giftnotruf anrufen. Nicht reiben und nichts anderes auftragen.',
  allergicReaction:
    'Notfall: Schwellen Gesicht, Lippen, Zunge oder Hals an, oder fallen Atmen oder Schlucken schwer, sofort den Notruf 112 wählen und einen verschriebenen Adrenalin-Autoinjektor benutzen. Das Produkt nicht mehr verwenden und mit Wasser von der Haut abspülen. Bei Ausschlag ohne diese Zeichen einen Arzt oder eine Apotheke fragen.',
  implant:
    'Mit Herzschrittmacher oder einem anderen Implantat: Magnete, magnetische Produkte und Geräte, die Strom durch die Haut leiten (Mikrostrom, EMS), davon fernhalten, wie der Hersteller rät (meist mindestens 15 cm), und vor der Anwendung Ihren Arzt oder den Hersteller des Implantats fragen.',
  pregnancy:
    'In Schwangerschaft und Stillzeit: die Inhaltsstoffe vor der Anwendung mit Ihrem Arzt, Ihrer Hebamme oder in der Apotheke klären (von Retinoiden etwa wird meist abgeraten).',
  skin: 'Bei Ekzemen oder empfindlicher Haut: ein neues Produkt zuerst an einer kleinen Stelle testen (Innenseite des Arms, ein bis zwei Tage) und absetzen, wenn es rötet, juckt oder brennt; bei offener oder entzündeter Haut vorher einen Hautarzt oder die Apotheke fragen.',
  allergy:
    'Bei einer Allergie: die vollständige Liste der Inhaltsstoffe prüfen, zuerst an einer kleinen Hautstelle testen und im Zweifel Ihren Arzt oder die Apotheke fragen. Schwellungen im Gesicht oder Atemnot sind ein Notfall: Notruf 112.',
  health: PHRASES.de.health,
  child: PHRASES.de.child,
};

const FR: CareText = {
  swallowedCell:
    "Urgence : si une pile bouton ou une autre pile a pu être avalée, ou mise dans le nez ou l'oreille, allez tout de suite aux urgences ou appelez le 15 ou le 112, même sans signe. Appelez aussi un centre antipoison. Ne faites pas vomir et ne donnez rien à manger ni à boire, sauf sur avis d'un médecin ou du centre antipoison. Du miel seulement si le centre antipoison le conseille, et jamais à la place d'y aller. Emportez l'emballage ou une pile identique.",
  swallowedMagnet:
    "Urgence : si un aimant a pu être avalé, allez tout de suite aux urgences ou appelez le 15 ou le 112, même sans signe : deux aimants, ou un aimant et un objet en métal, peuvent pincer l'intestin entre eux. Ne faites pas vomir et ne donnez rien à manger ni à boire avant l'avis d'un médecin. Appelez aussi un centre antipoison.",
  batteryBurn:
    "Urgence : refroidissez une brûlure causée par une pile sous l'eau courante fraîche pendant 20 minutes, retirez bagues et vêtements proches s'ils ne collent pas, et couvrez sans serrer d'un film alimentaire ou d'un linge propre ; ni glace, ni beurre, ni crème. Appelez le 15 ou le 112, ou allez aux urgences, si la brûlure est étendue ou profonde, au visage, aux mains ou aux parties génitales, ou chez un enfant.",
  leakOnBody:
    "Urgence : si le liquide d'une pile qui a coulé est entré dans les yeux, rincez-les à l'eau courante tiède au moins 15 minutes, paupières ouvertes, et appelez un centre antipoison ou le 15 / 112. Sur la peau, retirez les vêtements souillés et rincez 15 minutes à grande eau ; consultez un médecin si cela brûle, rougit ou fait des cloques. Dans la bouche, rincez, recrachez et appelez un centre antipoison. Ne frottez pas et n'appliquez rien d'autre.",
  allergicReaction:
    "Urgence : si le visage, les lèvres, la langue ou la gorge gonflent, ou s'il devient difficile de respirer ou d'avaler, appelez tout de suite le 15 ou le 112 et utilisez un stylo d'adrénaline s'il a été prescrit. Arrêtez le produit et rincez la peau à l'eau. Pour une rougeur sans ces signes, demandez à un médecin ou un pharmacien.",
  implant:
    "Avec un stimulateur cardiaque ou un autre implant médical : tenez aimants, produits magnétiques et appareils qui font passer un courant dans la peau (microcourant, EMS) à distance, comme le conseille son fabricant (souvent au moins 15 cm), et demandez à votre médecin ou au fabricant avant d'en utiliser un.",
  pregnancy:
    "Pendant la grossesse ou l'allaitement : vérifiez les ingrédients avec votre médecin, votre sage-femme ou votre pharmacien avant d'utiliser un produit (les rétinoïdes, par exemple, sont en général déconseillés).",
  skin: "Avec de l'eczéma ou une peau sensible : testez d'abord un nouveau produit sur une petite zone (l'intérieur du bras, un ou deux jours) et arrêtez s'il rougit, gratte ou pique ; sur une peau abîmée ou enflammée, demandez d'abord à un dermatologue ou un pharmacien.",
  allergy:
    "En cas d'allergie : lisez la liste complète des ingrédients, faites d'abord un test sur une petite zone et demandez à votre médecin ou pharmacien en cas de doute. Un gonflement du visage ou une gêne pour respirer est une urgence : appelez le 15 ou le 112.",
  health: PHRASES.fr.health,
  child: PHRASES.fr.child,
};

const ES: CareText = {
  swallowedCell:
    'Emergencia: si alguien pudo tragarse una pila de botón u otra pila, o meterla en la nariz o el oído, vaya ya a urgencias o llame al 112, aunque no haya síntomas. Llame también a Información Toxicológica. No provoque el vómito y no dé nada de comer ni de beber salvo que un médico o Toxicología lo indique. Miel solo si el centro toxicológico lo aconseja, y nunca en lugar de ir. Lleve el envase o una pila igual.',
  swallowedMagnet:
    'Emergencia: si alguien pudo tragarse un imán, vaya ya a urgencias o llame al 112, aunque no haya síntomas: dos imanes, o un imán y un objeto de metal, pueden pinzar el intestino entre ellos. No provoque el vómito y no dé nada de comer ni de beber hasta que lo diga un médico. Llame también a Información Toxicológica.',
  batteryBurn:
    'Emergencia: enfríe una quemadura causada por una pila con agua corriente fresca durante 20 minutos, quite anillos y ropa cercana si no están pegados, y cúbrala sin apretar con film transparente o un paño limpio; ni hielo, ni mantequilla, ni cremas. Llame al 112 o vaya a urgencias si la quemadura es grande o profunda, en la cara, las manos o los genitales, o en un niño.',
  leakOnBody:
    'Emergencia: si el líquido de una pila sulfatada entró en los ojos, enjuáguelos con agua corriente tibia al menos 15 minutos, con los párpados abiertos, y llame a Información Toxicológica o al 112. En la piel, quite la ropa manchada y enjuague 15 minutos con mucha agua corriente; vea a un médico si quema, enrojece o salen ampollas. En la boca, enjuague, escupa y llame a Toxicología. No frote y no aplique nada más.',
  allergicReaction:
    'Emergencia: si se hinchan la cara, los labios, la lengua o la garganta, o cuesta respirar o tragar, llame ya al 112 y use el autoinyector de adrenalina si se lo recetaron. Deje de usar el producto y enjuague la piel con agua. Para un sarpullido sin esos signos, consulte a un médico o farmacéutico.',
  implant:
    'Con un marcapasos u otro implante médico: mantenga imanes, productos magnéticos y aparatos que pasan corriente por la piel (microcorriente, EMS) alejados de él, como aconseja su fabricante (a menudo al menos 15 cm), y consulte a su médico o al fabricante antes de usar uno.',
  pregnancy:
    'Durante el embarazo o la lactancia: revise los ingredientes con su médico, matrona o farmacéutico antes de usar un producto (los retinoides, por ejemplo, suelen desaconsejarse).',
  skin: 'Con eccema o piel sensible: pruebe un producto nuevo primero en una zona pequeña (la cara interna del brazo, uno o dos días) y déjelo si enrojece, pica o escuece; con la piel dañada o inflamada, consulte antes a un dermatólogo o farmacéutico.',
  allergy:
    'Con una alergia: revise la lista completa de ingredientes, haga primero una prueba en una zona pequeña y consulte a su médico o farmacéutico si duda. Una hinchazón de la cara o la dificultad para respirar es una emergencia: llame al 112.',
  health: PHRASES.es.health,
  child: PHRASES.es.child,
};

const IT: CareText = {
  swallowedCell:
    "Emergenza: se una pila a bottone o un'altra batteria può essere stata ingoiata, o messa nel naso o nell'orecchio, andate subito al pronto soccorso o chiamate il 112 (o il 118), anche senza sintomi. Chiamate anche un Centro Antiveleni. Non provocate il vomito e non date nulla da mangiare o da bere, salvo indicazione di un medico o del Centro Antiveleni. Miele solo se lo consiglia il Centro Antiveleni, e mai al posto di partire. Portate la confezione o una pila uguale.",
  swallowedMagnet:
    "Emergenza: se un magnete può essere stato ingoiato, andate subito al pronto soccorso o chiamate il 112 (o il 118), anche senza sintomi: due magneti, o un magnete e un oggetto di metallo, possono pizzicare l'intestino tra loro. Non provocate il vomito e non date nulla da mangiare o da bere finché un medico non lo dice. Chiamate anche un Centro Antiveleni.",
  batteryBurn:
    "Emergenza: raffreddate un'ustione causata da una batteria sotto acqua corrente fresca per 20 minuti, togliete anelli e vestiti vicini se non sono attaccati, e coprite senza stringere con pellicola trasparente o un panno pulito; niente ghiaccio, burro o creme. Chiamate il 112 (o il 118) o andate al pronto soccorso se l'ustione è estesa o profonda, sul viso, sulle mani o sui genitali, o se riguarda un bambino.",
  leakOnBody:
    'Emergenza: se il liquido di una pila che perde è finito negli occhi, sciacquateli con acqua corrente tiepida per almeno 15 minuti, palpebre aperte, e chiamate un Centro Antiveleni o il 112. Sulla pelle, togliete i vestiti sporchi e sciacquate 15 minuti con molta acqua corrente; andate dal medico se brucia, si arrossa o fa vesciche. In bocca, sciacquate, sputate e chiamate un Centro Antiveleni. Non strofinate e non applicate altro.',
  allergicReaction:
    "Emergenza: se si gonfiano viso, labbra, lingua o gola, o diventa difficile respirare o deglutire, chiamate subito il 112 (o il 118) e usate l'autoiniettore di adrenalina se è stato prescritto. Smettete di usare il prodotto e sciacquate la pelle con acqua. Per un arrossamento senza questi segni, chiedete a un medico o a un farmacista.",
  implant:
    'Con un pacemaker o un altro dispositivo medico impiantato: tenete magneti, prodotti magnetici e apparecchi che fanno passare corrente nella pelle (microcorrente, EMS) lontani da esso, come consiglia il produttore (spesso almeno 15 cm), e chiedete al vostro medico o al produttore del dispositivo prima di usarne uno.',
  pregnancy:
    "In gravidanza o durante l'allattamento: verificate gli ingredienti con il vostro medico, l'ostetrica o il farmacista prima di usare un prodotto (i retinoidi, per esempio, sono di solito sconsigliati).",
  skin: "Con eczema o pelle sensibile: provate un prodotto nuovo prima su una piccola zona di pelle (l'interno del braccio, per un giorno o due) e smettete se arrossa, prude o brucia; con pelle lesa o infiammata chiedete prima a un dermatologo o a un farmacista.",
  allergy:
    "Con un'allergia: controllate l'elenco completo degli ingredienti, fate prima una prova su una piccola zona e, nel dubbio, chiedete al vostro medico o al farmacista. Un gonfiore del viso o la difficoltà a respirare è un'emergenza: chiamate il 112.",
  health: PHRASES.it.health,
  child: PHRASES.it.child,
};

const PT: CareText = {
  swallowedCell:
    'Emergência: se uma pilha de botão ou outra bateria pode ter sido engolida, ou colocada no nariz ou no ouvido, vá já a um pronto-socorro ou ligue para 192 (SAMU, Brasil) ou 112 (Portugal), mesmo sem sintomas. Ligue também para um centro de informação toxicológica. Não provoque vômito e não dê nada para comer ou beber, salvo orientação de um médico ou do centro toxicológico. Mel só se o centro toxicológico orientar, e nunca em vez de ir. Leve a embalagem ou uma pilha igual.',
  swallowedMagnet:
    'Emergência: se um ímã pode ter sido engolido, vá já a um pronto-socorro ou ligue para 192 (SAMU, Brasil) ou 112 (Portugal), mesmo sem sintomas: dois ímãs, ou um ímã e um objeto de metal, podem prender o intestino entre eles. Não provoque vômito e não dê nada para comer ou beber até um médico dizer. Ligue também para um centro de informação toxicológica.',
  batteryBurn:
    'Emergência: resfrie uma queimadura causada por uma bateria em água corrente fresca por 20 minutos, tire anéis e roupas próximas se não estiverem grudados, e cubra sem apertar com filme plástico ou um pano limpo; nada de gelo, manteiga ou cremes. Ligue para 192 ou 112, ou vá a um pronto-socorro, se a queimadura for grande ou profunda, no rosto, nas mãos ou nos genitais, ou numa criança.',
  leakOnBody:
    'Emergência: se o líquido de uma pilha que vazou entrou nos olhos, enxágue-os com água corrente morna por pelo menos 15 minutos, com as pálpebras abertas, e ligue para um centro toxicológico ou para 192 / 112. Na pele, tire a roupa suja e enxágue 15 minutos com bastante água corrente; procure um médico se arder, avermelhar ou fizer bolhas. Na boca, enxágue, cuspa e ligue para um centro toxicológico. Não esfregue e não aplique mais nada.',
  allergicReaction:
    'Emergência: se o rosto, os lábios, a língua ou a garganta incharem, ou ficar difícil respirar ou engolir, ligue já para 192 (Brasil) ou 112 (Portugal) e use a caneta de adrenalina se houver uma receitada. Pare de usar o produto e enxágue a pele com água. Para uma vermelhidão sem esses sinais, pergunte a um médico ou farmacêutico.',
  implant:
    'Com marca-passo ou outro dispositivo médico implantado: mantenha ímãs, produtos magnéticos e aparelhos que passam corrente pela pele (microcorrente, EMS) longe dele, como o fabricante orienta (em geral pelo menos 15 cm), e pergunte ao seu médico ou ao fabricante antes de usar um.',
  pregnancy:
    'Na gravidez ou amamentação: confira os ingredientes com seu médico, obstetra ou farmacêutico antes de usar um produto (os retinoides, por exemplo, costumam ser desaconselhados).',
  skin: 'Com eczema ou pele sensível: teste um produto novo primeiro numa pequena área da pele (a parte interna do braço, por um ou dois dias) e pare se avermelhar, coçar ou arder; com a pele ferida ou inflamada, pergunte antes a um dermatologista ou farmacêutico.',
  allergy:
    'Com uma alergia: confira a lista completa de ingredientes, teste primeiro numa pequena área e pergunte ao seu médico ou farmacêutico se tiver dúvida. Inchaço no rosto ou falta de ar é uma emergência: ligue para 192 ou 112.',
  health: PHRASES.pt.health,
  child: PHRASES.pt.child,
};

const NL: CareText = {
  swallowedCell:
    'Spoed: als een knoopcel of een andere batterij mogelijk is ingeslikt, of in de neus of het oor is gestopt, ga dan nu naar de spoedeisende hulp of bel 112, ook zonder klachten. Laat niet overgeven en geef niets te eten of te drinken, tenzij een arts het zegt. Honing alleen als een arts of de huisartsenpost het adviseert, en nooit in plaats van gaan. Neem de verpakking of een gelijke batterij mee.',
  swallowedMagnet:
    'Spoed: als een magneet mogelijk is ingeslikt, ga dan nu naar de spoedeisende hulp of bel 112, ook zonder klachten: twee magneten, of een magneet en een stukje metaal, kunnen de darm tussen zich in klemmen. Laat niet overgeven en geef niets te eten of te drinken tot een arts het zegt.',
  batteryBurn:
    'Spoed: koel een brandwond door een batterij 20 minuten onder koel stromend water, doe ringen en kleding in de buurt uit als ze niet vastzitten, en dek losjes af met huishoudfolie of een schone doek; geen ijs, boter of crème. Bel 112 of ga naar de spoedeisende hulp als de brandwond groot of diep is, in het gezicht, op de handen of de geslachtsdelen zit, of bij een kind.',
  leakOnBody:
    'Spoed: is vloeistof van een lekkende batterij in de ogen gekomen, spoel ze dan minstens 15 minuten met lauw stromend water met de oogleden open en bel de huisarts(enpost) of 112. Op de huid: doe bevuilde kleding uit en spoel 15 minuten met veel stromend water; ga naar een arts als het brandt, rood wordt of blaren geeft. In de mond: spoelen, uitspugen en de huisarts bellen. Niet wrijven en niets anders aanbrengen.',
  allergicReaction:
    'Spoed: zwellen gezicht, lippen, tong of keel op, of wordt ademen of slikken moeilijk, bel dan nu 112 en gebruik een voorgeschreven adrenaline-autoinjector. Stop met het product en spoel de huid af met water. Bij uitslag zonder die tekenen: vraag het een arts of apotheker.',
  implant:
    'Met een pacemaker of een ander geïmplanteerd medisch hulpmiddel: houd magneten, magnetische producten en apparaten die stroom door de huid sturen (microstroom, EMS) op afstand, zoals de fabrikant adviseert (vaak minstens 15 cm), en vraag uw arts of de fabrikant van het hulpmiddel voordat u er een gebruikt.',
  pregnancy:
    'Tijdens zwangerschap of borstvoeding: bespreek de ingrediënten met uw arts, verloskundige of apotheker voordat u een product gebruikt (retinoïden bijvoorbeeld worden meestal afgeraden).',
  skin: 'Bij eczeem of een gevoelige huid: probeer een nieuw product eerst op een klein stukje huid (de binnenkant van de arm, een of twee dagen) en stop als het rood wordt, jeukt of prikt; bij kapotte of ontstoken huid eerst een dermatoloog of apotheker vragen.',
  allergy:
    'Bij een allergie: lees de volledige lijst met ingrediënten, test eerst op een klein stukje huid en vraag uw arts of apotheker bij twijfel. Zwelling van het gezicht of benauwdheid is spoed: bel 112.',
  health: PHRASES.nl.health,
  child: PHRASES.nl.child,
};

const JA: CareText = {
  swallowedCell:
    '緊急：ボタン電池やコイン電池などの電池を飲み込んだ、または鼻や耳に入れたおそれがあるときは、症状がなくても今すぐ救急外来を受診するか119番に電話してください。中毒110番（日本中毒情報センター）にも相談を。吐かせないでください。医師や中毒110番の指示がない限り、飲食させないでください。はちみつは中毒センターが勧める場合だけで、受診を遅らせないこと。電池のパッケージか同じ電池を持参してください。',
  swallowedMagnet:
    '緊急：磁石を飲み込んだおそれがあるときは、症状がなくても今すぐ救急外来を受診するか119番に電話してください。磁石が2個以上、または磁石と金属を飲み込むと、腸を挟んで傷つけることがあります。吐かせないでください。医師の指示があるまで飲食させないでください。',
  batteryBurn:
    '緊急：電池によるやけどは、流水で20分冷やしてください。貼り付いていなければ近くの指輪や衣服を外し、ラップか清潔な布でゆるく覆います。氷、バター、クリームは使わないでください。やけどが広い・深い、顔・手・陰部にある、または子どもの場合は、119番に電話するか救急外来を受診してください。',
  leakOnBody:
    '緊急：液漏れした電池の液が目に入ったら、まぶたを開いてぬるい流水で15分以上洗い流し、119番か中毒110番に電話してください。皮膚についたら汚れた衣服を脱ぎ、大量の流水で15分洗い流し、ひりひりする・赤くなる・水ぶくれができる場合は医師の診察を。口に入ったら、すすいで吐き出し、中毒110番に相談を。こすらず、ほかのものを塗らないでください。',
  allergicReaction:
    '緊急：顔・唇・舌・のどが腫れる、息や飲み込みが苦しいときは、今すぐ119番に電話し、処方されたアドレナリン自己注射薬があれば使ってください。製品の使用をやめ、肌を水で洗い流してください。これらの症状がない発疹は、医師か薬剤師に相談してください。',
  implant:
    'ペースメーカーなどの植込み型医療機器をお使いの場合：磁石、磁気製品、肌に電流を流す機器（マイクロカレント、EMS）は、メーカーの指示どおり機器から離してください（多くは15cm以上）。使う前に主治医か機器のメーカーに確認してください。',
  pregnancy:
    '妊娠中・授乳中の方：製品を使う前に、成分を医師、助産師または薬剤師に確認してください（たとえばレチノイドは一般に控えるよう勧められています）。',
  skin: '湿疹や敏感肌の方：新しい製品はまず腕の内側など小さな範囲で1〜2日試し、赤み・かゆみ・しみる感じがあれば中止してください。傷や炎症がある肌には、先に皮膚科医か薬剤師に相談を。',
  allergy:
    'アレルギーのある方：全成分表示を確認し、まず小さな範囲で試し、不安があれば医師か薬剤師に相談してください。顔の腫れや息苦しさは緊急です。119番に電話してください。',
  health: PHRASES.ja.health,
  child: PHRASES.ja.child,
};

const CARE: Record<CareLanguage, CareText> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  pt: PT,
  nl: NL,
  ja: JA,
};

/** One emergency's advice or one condition's note, in `lang`. */
export const careText = (lang: CareLanguage, what: CareEmergency | CareNote): string => CARE[lang][what];
