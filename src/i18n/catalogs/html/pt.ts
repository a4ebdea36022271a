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
  "html.budgetVariance": "Desvio face ao orçamento dos dias cobertos",
  "html.irradiationVariance": "Irradiação face à média",
  "html.ytdVariance": "Acumulado do ano ({from} – {to}) face ao orçamento dos dias cobertos",
  "html.ytdRevenue": "Receita acumulada do ano",
  "html.lastYear": "Produção face a {month}",
  "html.weighting.irradiationCapacity":
    "O PR da carteira (IEC 61724-1) é um quociente de somas, Σ E / Σ(P0·H), sobre os dias-central com produção e irradiação das centrais com potência P0 conhecida. O PR efetivo e a disponibilidade são ponderados por irradiação × potência, Σ(x·H·C) / Σ(H·C), sobre os dias-central com ambos os valores (H irradiação, C potência); a irradiação é a média das centrais ponderada pela potência. O desvio face ao orçamento é a produção total (medida + estimada) das centrais com orçamento dividida pelo seu orçamento dos dias cobertos, menos 1; a energia e a receita são somas sobre as centrais.",
  "html.weighting.irradiation":
    "O PR da carteira (IEC 61724-1) é um quociente de somas, Σ E / Σ(P0·H), sobre os dias-central com produção e irradiação das centrais com potência P0 conhecida. O PR efetivo e a disponibilidade são ponderados por irradiação, Σ(x·H) / Σ H, sobre os dias-central com ambos os valores, porque nem todas as centrais têm potência conhecida; a irradiação é a média simples das centrais. O desvio face ao orçamento é a produção total (medida + estimada) das centrais com orçamento dividida pelo seu orçamento dos dias cobertos, menos 1; a energia e a receita são somas sobre as centrais.",
  "html.bridge.title": "Do orçamento ao real",
  "html.bridge.caption":
    "Orçamento dos dias cobertos e, depois, o efeito da meteorologia (irradiação face à média), da disponibilidade, do corte e do desempenho (o restante) até à produção real; depois, as perdas até ao contador, até à energia medida sobre a qual a receita é paga.",
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
  "html.column.budgetVariance": "vs orçamento (dias cobertos)",
  "html.column.pr": "PR (IEC 61724\u20111)",
  "html.column.ytd": "Acum. ano vs orçamento (dias cobertos)",
  "html.column.days": "Dias com dados",
  "html.lateDays": "{count, plural, one {# dia em atraso} other {# dias em atraso}}",
  "html.fetched": "ok",
  "html.failed": "falhou",
  "html.failedWith": "falhou: {reason}",
  "html.warnings": "Avisos ({n})",
  "html.footer":
    "{count, plural, one {{n} pedido} other {{n} pedidos}} ao Solar Plant Data Service (repetidos: {retried}, falhados: {failed}). Valores e lista de ficheiros: {link}.",
  "html.status.withFiles": "{detail}; alguns ficheiros não puderam ser gerados (ver abaixo)",
  "html.notFinal":
    "Não definitivo: o mês ainda não terminou no fuso horário destas centrais, pelo que são reportadas até um dia anterior e os seus valores vão mudar. Volte a executar o relatório quando o mês delas tiver terminado para obter valores definitivos.",
  "html.notFinal.plant": "{plant}: reportada até {through}; o seu mês termina a {endsAt}",
  "html.notFinal.plantNoEnd": "{plant}: reportada até {through}",
  "html.throughDay": "até {day}",
  "html.budgetVarianceFull": "Desvio face ao orçamento completo",
  "html.budgetFull": "Orçamento completo",
  "html.fullBudget": "orçamento completo {variance}",
  "html.ytdVarianceFull": "Acumulado do ano ({from} – {to}) face ao orçamento completo",
  "html.varianceRule":
    "O desvio face ao orçamento dos dias cobertos compara o comparável: os dias sem dados ficam fora do orçamento. O desvio face ao orçamento completo divide pelo orçamento de todo o período, pelo que um dia sem dados conta contra a central (a visão do contrato).",
  "html.targetsRule":
    "Os objetivos da carteira e de cada cliente são os das suas centrais, ponderados como os valores: o objetivo de PR pela produção de referência de cada central (P0 · Σ H), o de disponibilidade pela sua irradiação × potência.",
  "html.targetGap": "objetivo {ratio} ({gap} p.p.)",
  "html.prFallback": "{label}: sem {chosen} este mês",
  "html.bridge.curtailment": "Corte (excedente)",
  "html.bridge.actual": "Produção real",
  "html.bridge.exportLoss": "Perda de injeção e contador",
  "html.bridge.metered": "Medido (= base da receita)",
  "html.bridge.noMeter":
    "Nem todas as centrais têm um total de contador, pelo que a ponte termina na produção real; a receita é paga sobre a produção medida das centrais que o têm.",
  "html.column.pLevel": "Nível P, 12 meses",
  "html.column.contract": "Contrato: penalidades até à data",
  "html.contract.none": "sem condições contratuais",
  "html.contract.availability": "disponibilidade contratual {value} (garantida {guaranteed})",
  "html.contract.prShortfall": "défice de PR {points} p.p.",
  "html.contract.provisional": "provisório, liquida-se em {day}",
  "html.contract.title": "Valores contratuais",
  "html.contract.damages": "Penalidades até à data",
  "html.contract.part": "{guarantee, select, availability {disponibilidade} other {PR}} {value}",
  "html.contract.lostRevenue": "Receita perdida, {month}",
  "html.contract.plants":
    "de {count, plural, one {# central} other {# centrais}} com contrato, cada garantia no seu próprio período; as somas dos valores arredondados das centrais",
  "html.contract.met": "cumprida",
  "html.contract.missed": "falhada",
  "html.contract.unknown": "desconhecido",
  "html.contract.chipTitle":
    "{guarantee, select, availability {Garantia de disponibilidade} other {Garantia de PR}}: {verdict}",
  "html.pLevel": "P{level}",
  "html.pLevel.detail":
    "12 meses móveis ({from} – {to}): {energy} = P{level} do estudo de produção (P50 {p50}, P90 {p90}; distribuição normal assumida)",
  "html.pLevel.missing":
    "{reason, select, shortHistory {requer 12 meses de histórico} incompleteMonths {{months}: não terminado ou sem dados} other {sem estudo de produção}}",
  "html.pLevel.daysWithoutData":
    "{count, plural, one {# dia sem dados contado como zero} other {# dias sem dados contados como zero}}",
  "html.pLevel.note":
    "Nível P: a energia dos 12 meses até ao mês do relatório como nível de excedência do estudo de produção da central. P62 significa que iguala o valor P62 do estudo, a energia excedida com 62 % de probabilidade; P50 é o ano esperado, um número maior um ano mais fraco (P90 é excedido em 9 anos de 10). σ = (P50 − P90) / 1,2816, distribuição normal assumida; nunca para um único mês.",
  "html.attention.title": "Requerem atenção",
  "html.attention.none": "Nenhuma central falhou, está sem dados ou abaixo do objetivo.",
  "html.attention.watchCount":
    "{count, plural, one {# central está} other {# centrais estão}} em observação (abaixo de um objetivo, dentro da margem) e não são listadas aqui.",
  "html.attention.level":
    "{level, select, failed {Não foi possível obter os dados} other {Sem dados para nenhum dia do período}}",
  "html.attention.figure":
    "{kind, select, variance {{figure} {value} face ao orçamento dos dias cobertos} other {{figure} {value} para um objetivo de {target}}}",
  "html.attention.sanity":
    "{code, select, prAboveOne {PR acima de 100 %: verifique a potência e a unidade da irradiação} specificYieldAboveIrradiation {produção específica acima da irradiação: verifique a potência e as unidades de energia} other {produção muito longe do orçamento: verifique o orçamento}}",
  "html.failedFiles.title": "Ficheiros que não puderam ser gerados",
  "html.failedFiles.intro":
    "Estes ficheiros não estão na pasta. Nenhum valor mudou por isso: os valores de cada central estão nesta página e nos outros ficheiros. Comunique-o como um erro, com o motivo.",
  "html.failedFile":
    "{kind, select, plantPdf {PDF de {name}} portfolioPdf {Relatório da carteira (PDF)} clientPack {Relatório do cliente {name} (PDF)} other {Livro}}",
  "html.failedFile.reason": "Motivo: {reason}",
  "html.pdfFailed": "Não foi possível gerar o PDF",
  "html.clients": "Clientes",
  "html.column.client": "Cliente (PDF)",
};
