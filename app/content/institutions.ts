/** Public institutions linked from the home page (our own badges, not their logos). */
export const institutions = [
  { name: "e-Devlet Kapısı", url: "https://www.turkiye.gov.tr", image: "/images/badge-edevlet.svg" },
  { name: "Gelir İdaresi Başkanlığı", url: "https://www.gib.gov.tr", image: "/images/badge-gib.svg" },
  { name: "Kamu Gözetimi, Muhasebe ve Denetim Standartları Kurumu", url: "https://www.kgk.gov.tr", image: "/images/badge-kgk.svg" },
  { name: "Resmî Gazete", url: "https://www.resmigazete.gov.tr", image: "/images/badge-resmigazete.svg" },
  { name: "TÜRMOB", url: "https://www.turmob.org.tr", image: "/images/badge-turmob.svg" },
] as const;
