/** Portuguese messages of the portfolio PDF and the client packs. */
import type { packEn } from "./en.js";

export const packPt: Record<keyof typeof packEn, string> = {
  "pack.cover.portfolio": "Relatório da carteira",
  "pack.cover.client": "Relatório do cliente",
  "pack.cover.plants": "{count, plural, one {# central} other {# centrais}}",
  "pack.cover.contents": "Índice",
  "pack.cover.more": "… e mais {count, plural, one {# central} other {# centrais}}: ver os marcadores",
  "pack.bookmark.cover": "Capa",
  "pack.bookmark.summary": "Resumo",

  "pack.figures.title": "O mês num relance",
  "pack.plantsAll":
    "{count, plural, one {a única central enviou dados} other {todas as # centrais enviaram dados}}",
  "pack.plantsSome":
    "{ok} de {count, plural, one {# central} other {# centrais}} com dados, {failed} sem dados",
  "pack.tile.ofWhichEstimated": "dos quais estimados {kwh} kWh",
  "pack.tile.noBudget": "Nenhuma central tem orçamento",
  "pack.tile.budgetCovered": "Orçamento (dias cobertos) {kwh} kWh",
  "pack.tile.againstNormal": "{deviation} face à normal",
  "pack.tile.noNormal": "Sem normal de irradiação definida",
  "pack.weighting.client":
    "Os valores do cliente seguem as fórmulas da carteira, apenas sobre as suas centrais.",
  "pack.bridge.none": "Ponte orçamental não mostrada: nenhuma central tem orçamento e produção este mês.",
  "pack.bridge.budgetCovered": "Orçamento (dias cobertos)",
  "pack.bridge.scope":
    "Soma das pontes das {count} de {total, plural, one {# central} other {# centrais}} com dados que têm orçamento.",
  "pack.bridge.weatherNone":
    "Meteorologia: nenhuma central tem normal de irradiação; a sua parte fica em Desempenho.",
  "pack.bridge.meteredNone":
    "Perda de injeção e contador: nem todas as centrais da soma têm produção do contador, pelo que a ponte termina na produção real e não mostra valores.",

  "pack.ranking.title": "Classificação das centrais",
  "pack.ranking.order": "por produção face ao orçamento dos dias cobertos, a melhor primeiro",
  "pack.ranking.continued": "Classificação das centrais (continuação)",
  "pack.ranking.failed": "Sem dados: {reason}",
  "pack.ranking.prFallback": "{name} em vez de {chosen}, que não pode ser calculado para essa central.",
  "pack.contract.title": "Valores contratuais",
  "pack.contract.order": "penalidades até à data, cada garantia no seu próprio período de liquidação",
  "pack.contract.continued": "Valores contratuais (continuação)",
  "pack.contract.column.contract": "Contrato",
  "pack.contract.column.availability": "contratual / garantida",
  "pack.contract.column.pr": "medido / garantido",
  "pack.contract.column.damages": "Penalidades",
  "pack.contract.column.toDate": "até à data",
  "pack.contract.total": "Total, {count, plural, one {# central} other {# centrais}}",
  "pack.contract.met": "Garantia cumprida",
  "pack.contract.missed": "Garantia falhada",
  "pack.contract.rounding":
    "As penalidades de cada garantia são arredondadas à unidade mínima da moeda no seu período; um total é a soma dos valores acima. Um período provisório é até à data e ainda pode mudar.",
  "pack.contract.without": "Disponibilidade técnica, sem condições contratuais: {names}",
  "pack.column.rank": "N.º",
  "pack.column.plant": "Central",
  "pack.column.capacity": "Potência",
  "pack.column.yield": "Produção",
  "pack.column.budgetVariance": "vs orçamento",
  "pack.column.daysCovered": "dias cobertos",
  "pack.column.fullBudget": "orçam. completo",
  "pack.column.specificYield": "Prod. espec.",
  "pack.column.pr": "PR",
  "pack.column.availability": "Disponibilidade",

  "pack.byVerdict.title": "Centrais por veredicto",
  "pack.byVerdict.none": "Sem veredicto",

  "pack.plantChart.title":
    "Produção específica e PR por central, pela ordem da classificação (números da classificação)",
  "pack.plantChart.specificYield": "Produção específica ({unit})",

  "pack.plantChart.pr": "PR (IEC 61724-1), %",

  "pack.attention.title": "Centrais que requerem atenção",
  "pack.attention.note": "com falha, sem dados, abaixo do objetivo ou um valor implausível",
  "pack.attention.none": "Nenhuma: nenhuma central falhou, está sem dados ou abaixo do objetivo.",
  "pack.attention.watchCount":
    "{count, plural, one {# central está} other {# centrais estão}} em observação (abaixo de um objetivo, dentro da margem) e não são listadas aqui.",
  "pack.attention.failed": "Não foi possível obter dados: {reason}",

  "pack.quality.reported": "Centrais com dados",
  "pack.quality.reportedValue": "{ok} de {total}",
  "pack.quality.estimatedValue":
    "{days, plural, one {# dia-central} other {# dias-central}}, {kwh} kWh da produção:",
  "pack.quality.missing": "Dias sem produção",
  "pack.quality.missingValue":
    "{days, plural, one {# dia-central} other {# dias-central}} não estimáveis, excluídos (não contados como zero):",
  "pack.quality.failed": "Centrais sem dados",
};
