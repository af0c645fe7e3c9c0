import { ABOUT_FIGURES } from '../../../shared/constants';
import type * as en from '../en/about';
import type { Shape } from '../shape';
import type { OrgNode } from '../en/about';

/**
 * UI text of the corporation's own pages: About (/About), the organisational structure
 * (/organizational-structure) and a destination (/destination/{id}). English; Hindi is planned.
 */
export const aboutText: Shape<typeof en.aboutText> = {
  metaTitle: 'About Us',
  metaDescription:
    'The Jharkhand Tourism Development Corporation, founded on March 22, 2002, runs 11 hotels, 9 tourist information centres and 10 restaurants across Jharkhand.',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  title: 'About Us',
  subtitle: 'Jharkhand Tourism Development Corporation Ltd.: hosts to the state since 2002.',

  introTitle: 'Who we are',
  intro: [
    `The Jharkhand Tourism Development Corporation Ltd. (JTDC) was founded on ${ABOUT_FIGURES.founded}, as the Government of Jharkhand’s company for tourism. It builds and runs hotels, tourist information centres, restaurants and transport, and it sells the state’s package tours.`,
    'From the lakes of Patratu and the sunrise point of Netarhat to the temples of Deoghar and the forests of Betla, the corporation’s hotels stand where visitors want to be, at prices set by a public body and with staff who know the place.',
    'Its work follows the Jharkhand Tourism Policy-2021, which aims to make the state a destination for eco, heritage, religious and tribal tourism, to bring private investment into tourism, and to create jobs for local people, tribal communities and women.',
  ],
  policyTitle: 'Tourism Policy-2021',
  policy:
    'Under the Tourism Policy-2021 the corporation develops tourist circuits, trains local guides and hospitality staff, promotes homestays in villages and supports the festivals and crafts that make Jharkhand unique.',
  foundedLabel: 'Founded',

  highlightsTitle: 'The corporation at a glance',
  highlights: [
    {
      value: String(ABOUT_FIGURES.hotels),
      label: 'Hotels',
      text: 'Lakeside, hill-top, forest and pilgrim-town hotels across the state.',
    },
    {
      value: String(ABOUT_FIGURES.tic),
      label: 'TIC',
      text: 'Tourist information centres that help visitors plan their stay.',
    },
    {
      value: String(ABOUT_FIGURES.restaurants),
      // the spec's card reads '10 Restaurant'; a count of ten takes the plural
      label: 'Restaurants',
      text: 'Restaurants serving Jharkhand’s own dishes alongside the classics.',
    },
    {
      value: '',
      label: 'Green Escape',
      text: 'Forests, waterfalls and wildlife a short drive from every JTDC hotel.',
    },
  ],

  bannerAlt: 'Morning over the forested plateau hills of Jharkhand',
  bannerCaption: 'Nearly a third of Jharkhand is forest: green escapes are never far away.',

  experiencesTitle: 'Experiences That Go Further',
  experiencesIntro: 'More than a room: the corporation’s hotels are the start of a journey.',
  experiences: [
    {
      title: 'Into the Wild',
      text: 'Jeep safaris at Betla National Park, elephant herds at Dalma and birdwatching on the Udhwa lake.',
      image: '/media/scenes/betla-elephants.svg',
      alt: 'Elephants at Betla National Park',
    },
    {
      title: 'Falls and Hills',
      text: 'Hundru, Dassam and Jonha falls near Ranchi, and the sunrise and sunset points of Netarhat.',
      image: '/media/scenes/hundru-falls.svg',
      alt: 'Hundru falls after the monsoon',
    },
    {
      title: 'Sacred Journeys',
      text: 'Baba Baidyanath Dham at Deoghar, Maa Chhinnamastika at Rajrappa and the Parasnath hill of the Jains.',
      image: '/media/scenes/deoghar-aarti.svg',
      alt: 'Evening aarti at Baba Baidyanath Dham',
    },
    {
      title: 'Living Traditions',
      text: 'Sohrai and Khovar wall art, Dokra metal craft and the Jhumar and Chhau dances of the tribal villages.',
      image: '/media/scenes/sohrai-walls.svg',
      alt: 'Sohrai art on a mud wall',
    },
  ],

  testimonialsTitle: 'What our guests say',
  testimonials: [
    {
      quote:
        'We watched the sun come up over the hills from Prabhat Vihar. The staff woke us in time and had tea ready on the terrace.',
      name: 'Ananya Sharma',
      place: 'Kolkata',
    },
    {
      quote:
        'Clean rooms, honest prices and a boat ride on Patratu lake that our children still talk about. We will be back.',
      name: 'Rahul and Meera Verma',
      place: 'Patna',
    },
    {
      quote:
        'The tourist information centre in Ranchi planned our whole waterfall circuit in twenty minutes. Very helpful people.',
      name: 'David Thomas',
      place: 'Bengaluru',
    },
  ],
  ratingLabel: '5 out of 5 stars',

  ctaTitle: 'Plan your stay',
  ctaText: 'See the hotels, or learn how the corporation is run.',
  hotelsButton: 'Hotels',
  structureButton: 'Structure & Governance',
};

export const orgText: Shape<typeof en.orgText> = {
  metaTitle: 'Organizational Structure',
  metaDescription:
    'How the Jharkhand Tourism Development Corporation is governed: the Department of Tourism, the Board of Directors, the Managing Director and the divisions that run hotels, tours and information centres.',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  about: 'About Us',
  title: 'Organizational Structure',
  subtitle: 'Structure & Governance of the Jharkhand Tourism Development Corporation Ltd.',
  chartTitle: 'How the corporation is organised',
  chartIntro:
    'The corporation is a company of the Government of Jharkhand under the Department of Tourism. Its Board of Directors sets policy; the Managing Director runs it day to day through five divisions.',
  reportsTo: 'Reports to',
  governanceTitle: 'Governance',
  governance: [
    'The Board of Directors meets every quarter and approves the budget, tariffs and major projects.',
    'Accounts are audited every year by auditors appointed on the advice of the Comptroller and Auditor General of India.',
    'Tenders are published on the corporation’s website and the state e-procurement portal.',
    'Citizens can ask for information under the Right to Information Act, 2005, through the Public Information Officer at the head office.',
  ],
  noticesLink: 'Latest Notices',
  tendersLink: 'Tender Announcements',
};

/** One box of the chart; `official` is the title of an official of /api/officials shown in it. */
export const ORG_CHART: OrgNode = {
  title: 'Government of Jharkhand',
  text: 'Department of Tourism, Art, Culture, Sports and Youth Affairs',
  children: [
    {
      title: 'Minister of Tourism',
      text: 'Political head of the department',
      official: "Hon'ble Minister",
      children: [
        {
          title: 'Secretary, Department of Tourism',
          text: 'Administrative head of the department',
          official: 'Secretary',
          children: [
            {
              title: 'Directorate of Tourism',
              text: 'Promotion, festivals, the Tourism Policy-2021 and tourist circuits',
              official: 'Director',
              children: [
                {
                  title: 'Deputy Director',
                  text: 'Tourist information centres and events',
                  official: 'Deputy Director',
                },
              ],
            },
            {
              title: 'Board of Directors, JTDC',
              text: 'Sets policy, approves budgets, tariffs and projects',
              children: [
                {
                  title: 'Managing Director',
                  text: 'Runs the corporation day to day',
                  official: 'Managing Director',
                  children: [
                    {
                      title: 'Hotels & Restaurants',
                      text: '11 hotels and 10 restaurants, their staff and upkeep',
                      official: 'General Manager (Hotels)',
                    },
                    {
                      title: 'Tours & Transport',
                      text: 'Package tours, coaches and the 9 tourist information centres',
                    },
                    {
                      title: 'Finance & Accounts',
                      text: 'Budgets, payments, refunds and audit',
                    },
                    {
                      title: 'Projects & Engineering',
                      text: 'New properties, renovation and maintenance',
                    },
                    {
                      title: 'Administration & HR',
                      text: 'Staff, training, legal matters and RTI',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const destinationText: Shape<typeof en.destinationText> = {
  metaDescription: (title: string) => `${title}: places to see in Jharkhand and where to stay.`,
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  destinations: 'Destinations',
  placesTitle: 'Places to visit',
  galleryLabel: (place: string) => `Pictures of ${place}`,
  notFoundText: 'We could not find this destination. It may have moved, or the link may be wrong.',
  backHome: 'Back to the homepage',
  loadError: 'We could not load this destination. Please try again.',
  retry: 'Try again',
  stayTitle: 'Stay nearby',
  stayText: 'The corporation’s hotels are close to every destination.',
  stayButton: 'Explore More Hotels',
};
