import type { BookContent } from './content-types.ts';

/**
 * The knowledge base: one book per language with its chapters. The fire chapter points at the quiz block it
 * explains, so a learner can jump from a question to the background.
 */
export const demoBooks: readonly BookContent[] = [
  {
    key: 'safety-handbook',
    name: { en: 'Safety Handbook', nb: 'Sikkerhetshåndboken' },
    description: {
      en: 'Routines and checklists for a safe workplace: fire, incidents and first aid.',
      nb: 'Rutiner og sjekklister for en trygg arbeidsplass: brann, avvik og førstehjelp.',
    },
    chapters: [
      {
        blockKey: 'fire-extinguisher',
        name: { en: 'Fire routines', nb: 'Branninstruks' },
        description: {
          en: '<p>Know where the nearest extinguisher, fire blanket and exit are before you need them. If you discover a fire: <strong>alert</strong> everyone nearby and press the alarm, <strong>rescue</strong> people in danger, <strong>extinguish</strong> only if the fire is small and you can do it safely, and <strong>evacuate</strong> to the assembly point.</p><p>Extinguishers are checked every year by the property manager; report a missing or discharged extinguisher at once.</p>',
          nb: '<p>Vit hvor nærmeste brannslukker, brannteppe og nødutgang er før du trenger dem. Oppdager du brann: <strong>varsle</strong> alle i nærheten og utløs alarmen, <strong>redd</strong> personer i fare, <strong>slukk</strong> bare hvis brannen er liten og du kan gjøre det trygt, og <strong>evakuer</strong> til møteplassen.</p><p>Brannslukkerne kontrolleres hvert år av driftsansvarlig; meld straks fra om en slukker mangler eller er brukt.</p>',
        },
      },
      {
        name: { en: 'Reporting incidents', nb: 'Avviksmelding' },
        description: {
          en: '<p>Report injuries, damage and near misses in the incident form on the intranet the same day. Describe what happened, where and when, and what you did. The safety representative reviews every report and follows it up with the manager responsible.</p>',
          nb: '<p>Meld skader, materielle skader og nestenulykker i avviksskjemaet på intranettet samme dag. Beskriv hva som skjedde, hvor og når, og hva du gjorde. Verneombudet går gjennom alle meldinger og følger dem opp med ansvarlig leder.</p>',
        },
      },
      {
        name: { en: 'First aid equipment', nb: 'Førstehjelpsutstyr' },
        description: {
          en: '<p>First aid kits hang by the kitchen on every floor, and the defibrillator is at the main reception. Anyone may use the defibrillator: it talks you through every step. Tell reception when you have used anything from a kit so it can be refilled.</p>',
          nb: '<p>Førstehjelpsskrin henger ved kjøkkenet i hver etasje, og hjertestarteren står i hovedresepsjonen. Alle kan bruke hjertestarteren: Den forklarer hvert steg. Si fra til resepsjonen når du har brukt noe fra et skrin, så det kan fylles opp.</p>',
        },
      },
    ],
  },
];
