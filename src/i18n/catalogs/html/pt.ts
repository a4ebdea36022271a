/** Portuguese messages of index.html: Portuguese PV terms (produção, irradiação, disponibilidade, orçamento, desvio). */
import type { htmlEn } from "./en.js";

export const htmlPt: Record<keyof typeof htmlEn, string> = {
  "html.status.ok": "OK",
  "html.status.partial": "Parcial",
  "html.status.failed": "Falhou",
  "html.status.line": "{status}: {detail}",
  "html.status.allReported":
    "{count, plural, one {a única central enviou dados} other {todas as {n} centrais enviaram dados}}",
  "html.status.someFailed":
    "{count, plural, one {{n} de {total} centrais falhou} other {{n} de {total} centrais falharam}}",
  "html.status.noPlants": "nenhuma central no relatório",
  "html.status.noneReported":
    "{count, plural, one {a única central não enviou dados} other {nenhuma das {n} centrais enviou dados}}",
  "html.generated": "Gerado em {time}",
  "html.portfolio": "Carteira",
  "html.plantsReported": "Centrais com dados",
  "html.labelled": "{label}: {value}",
  "html.inclEstimated": "incl. {energy} estimados",
  "html.target": "objetivo {ratio}",
  "html.budgetVariance": "Desvio face ao orçamento",
  "html.irradiationVariance": "Irradiação face à média",
  "html.ytdVariance": "Acumulado do ano ({from} – {to}) face ao orçamento",
  "html.ytdRevenue": "Receita acumulada do ano",
  "html.lastYear": "Produção face a {month}",
  "html.weighting.irradiationCapacity":
    "O PR da carteira (IEC 61724-1) é um quociente de somas, Σ E / Σ(P0·H), sobre os dias-central com produção e irradiação das centrais com potência P0 conhecida. O PR efetivo e a disponibilidade são ponderados por irradiação × potência, Σ(x·H·C) / Σ(H·C), sobre os dias-central com ambos os valores (H irradiação, C potência); a irradiação é a média das centrais ponderada pela potência. O desvio face ao orçamento é a produção total (medida + estimada) das centrais com orçamento dividida pelo seu orçamento dos dias cobertos, menos 1; a energia e a receita são somas sobre as centrais.",
  "html.weighting.irradiation":
    "O PR da carteira (IEC 61724-1) é um quociente de somas, Σ E / Σ(P0·H), sobre os dias-central com produção e irradiação das centrais com potência P0 conhecida. O PR efetivo e a disponibilidade são ponderados por irradiação, Σ(x·H) / Σ H, sobre os dias-central com ambos os valores, porque nem todas as centrais têm potência conhecida; a irradiação é a média simples das centrais. O desvio face ao orçamento é a produção total (medida + estimada) das centrais com orçamento dividida pelo seu orçamento dos dias cobertos, menos 1; a energia e a receita são somas sobre as centrais.",
  "html.bridge.title": "Do orçamento ao real",
  "html.bridge.caption":
    "Orçamento dos dias cobertos e, depois, o efeito da meteorologia (irradiação face à média), da disponibilidade e do desempenho (o restante).",
  "html.bridge.energy": "Energia",
  "html.bridge.value": "Valor",
  "html.legend.title": "Como se decidem as avaliações",
  "html.legend.intro": "Cada etiqueta indica a sua avaliação por extenso; a cor repete-a.",
  "html.legend.energy":
    "{figure}: “{target}” a partir do orçamento dos dias cobertos, “{watch}” até {threshold}, “{below}” abaixo disso.",
  "html.legend.ratio":
    "{figure}: “{target}” a partir do objetivo da central, “{watch}” até {threshold} abaixo dele, “{below}” abaixo disso.",
  "html.legend.irradiation":
    "{figure}: “{target}” a partir da média de longo prazo, “{watch}” até {threshold}, “{below}” abaixo disso. Explica o mês; não depende da central.",
  "html.points": "{value} pontos percentuais",
  "html.verdict.none": "Sem avaliação",
  "html.chip.title": "{figure}: {verdict}",
  "html.reports": "Relatórios e dados",
  "html.portfolioPdf": "Relatório da carteira (PDF)",
  "html.clientPack": "{client}: relatório do cliente (PDF)",
  "html.data.daily": "Valores diários por central (CSV)",
  "html.data.monthly": "Valores mensais por central (CSV)",
  "html.workbooks": "Livros de trabalho",
  "html.noWorkbooks": "Nenhum livro de trabalho.",
  "html.workbook.yield": "Livro de produção",
  "html.workbook.pr": "Livro de performance ratio",
  "html.workbook.availability": "Livro de disponibilidade",
  "html.plants": "Centrais",
  "html.column.plant": "Central (PDF)",
  "html.column.fetch": "Dados",
  "html.column.yield": "Produção",
  "html.column.budgetVariance": "vs orçamento",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Acum. ano vs orçamento",
  "html.column.days": "Dias com dados",
  "html.column.late": "Dias em atraso",
  "html.fetched": "ok",
  "html.failed": "falhou",
  "html.failedWith": "falhou: {reason}",
  "html.warnings": "Avisos ({n})",
  "html.footer":
    "{count, plural, one {{n} pedido} other {{n} pedidos}} ao Solar Plant Data Service (repetidos: {retried}, falhados: {failed}). Valores e lista de ficheiros: {link}.",
};
