/** Portuguese messages of the plant PDF: as Portuguese PV asset managers and finance teams write. */
import type { pdfEn } from "./en.js";

export const pdfPt: Record<keyof typeof pdfEn, string> = {
  "pdf.na": "n.d.",
  "pdf.noData": "Sem dados",
  "pdf.noYield": "Sem produção",
  "pdf.notYetReported": "Ainda não reportado",
  "pdf.noCapacity": "Potência não definida",
  "pdf.target": "Objetivo {value}",
  "pdf.daysOf": "{covered} de {total, plural, one {# dia} other {# dias}}",
  "pdf.unit.pp": "{value} p.p.",
  "pdf.pr.iec": "PR (IEC 61724-1)",
  "pdf.pr.fallbackName": "{name} (em vez de {chosen}, indisponível)",
  "pdf.pr.fallbackLine": "Em vez de {chosen} (indisponível)",

  "pdf.notice.partial":
    "Dados parciais: {missing} de {reported, plural, one {# dia} other {# dias}} sem produção medida ({days}).",
  "pdf.notice.estimated":
    "Estimados e assinalados nos gráficos e na tabela: {days}; os totais incluem estas estimativas.",
  "pdf.notice.excluded": "Não estimáveis, excluídos (não contados como zero): {days}.",
  "pdf.notice.allExcluded": "Os dias em falta são excluídos, não contados como zero.",
  "pdf.notice.notStarted":
    "Ainda nenhum dia de {month} terminou no fuso horário da central: ainda não há valores a reportar; ver Qualidade dos dados.",
  "pdf.sanity.title": "Verificar antes de enviar: um valor parece implausível.",
  "pdf.sanity.prAboveOne":
    "PR de {pr} acima de {limit}: a potência ({capacity} kWp) é provavelmente demasiado baixa, ou a irradiação não está em kWh/m².",
  "pdf.sanity.specificYieldAboveIrradiation":
    "Produção específica de {specific} kWh/kWp acima da irradiação de {irradiation} kWh/m²: verificar a potência (kWp) e as unidades de energia (kWh ou MWh).",
  "pdf.sanity.budgetVarianceExtreme":
    "Produção {variance} face ao orçamento: verificar o orçamento (kWh, não MWh nem Wh; doze valores, a começar em janeiro).",

  "pdf.tile.ofWhichEstimated": "dos quais estimados {kwh} kWh ({days, plural, one {# dia} other {# dias}})",
  "pdf.tile.budget": "Orçamento {kwh} kWh",
  "pdf.tile.budgetToDate": "Orçamento até à data {kwh} kWh",
  "pdf.tile.budgetCovered": "Orçamento ({covered}/{total, plural, one {# dia} other {# dias}}) {kwh} kWh",
  "pdf.tile.fullBudget": "Orçamento completo {kwh} kWh",
  "pdf.tile.fullBudgetToDate": "Orçamento completo até à data {kwh} kWh",
  "pdf.tile.noBudget": "Sem orçamento definido",
  "pdf.tile.noDayCovered": "Orçamento {kwh} kWh; nenhum dia coberto",
  "pdf.tile.revenue": "Receita {money}",
  "pdf.tile.overspill": "Excedente {kwh} kWh (acima do limite de injeção)",
  "pdf.tile.perCapacity": "Produção total por kWp com {kwp} kWp",
  "pdf.tile.noTarget": "Sem objetivo definido",
  "pdf.tile.loss": "Perda por indisponibilidade {kwh} kWh",
  "pdf.tile.normal": "Média {value} kWh/m²",
  "pdf.tile.normalToDate": "Média até à data {value} kWh/m²",
  "pdf.tile.noNormal": "Sem média de irradiação definida",
  "pdf.tile.normalDays": "para {days} de {total, plural, one {# dia} other {# dias}} com irradiação",

  "pdf.brief.title": "O mês em resumo",
  "pdf.brief.noData": "Não foram recebidos dados para este período; nenhum valor pode ser calculado.",
  "pdf.brief.energy": "Produção {deviation} face ao orçamento ({verdict})",
  "pdf.brief.energyCovered":
    "Produção {deviation} face ao orçamento para {covered} de {total, plural, one {# dia coberto} other {# dias cobertos}} ({verdict}), {full} face ao orçamento completo",
  "pdf.brief.energyNoBudget": "Produção {kwh} kWh (sem orçamento)",
  "pdf.brief.irradiation": "irradiação {deviation} face à média ({verdict})",
  "pdf.brief.pr": "{name} {value} face a um objetivo de {target} ({verdict})",
  "pdf.brief.prNoTarget": "{name} {value} ({verdict})",
  "pdf.brief.availability": "disponibilidade {value} face a um objetivo de {target} ({verdict})",
  "pdf.brief.availabilityNoTarget": "disponibilidade {value} ({verdict})",
  "pdf.brief.gaps": "{missing, plural, one {# dia} other {# dias}} sem produção medida",
  "pdf.brief.gapsEstimated":
    "{missing, plural, one {# dia} other {# dias}} sem produção medida, {estimated} dos quais estimados",

  "pdf.commentary.title": "Nota do gestor de ativos",

  "pdf.bridge.title": "Ponte do orçamento",
  "pdf.bridge.subtitle":
    "Do orçamento à produção do contador, sobre a qual a receita é paga; valores à tarifa",
  "pdf.bridge.subtitleEnergy": "Do orçamento à produção do contador, sobre a qual a receita é paga",
  "pdf.bridge.money": "À tarifa",
  "pdf.bridge.budgetDays": "Orçamento ({covered}/{total, plural, one {# dia} other {# dias}})",
  "pdf.bridge.curtailment": "Limitação",
  "pdf.bridge.actual": "Produção real",
  "pdf.bridge.exportLoss": "Perda injeção/contador",
  "pdf.bridge.metered": "Contador (= base da receita)",
  "pdf.bridge.noBudget": "Ponte do orçamento não apresentada: não há orçamento definido para esta central.",
  "pdf.bridge.noYield": "Ponte do orçamento não apresentada: sem produção este mês.",
  "pdf.bridge.weatherNoNormal":
    "Meteorologia: não há média de irradiação definida para esta central; a sua parte fica em Desempenho.",
  "pdf.bridge.weatherNoIrradiation":
    "Meteorologia: não foi medida irradiação; a sua parte fica em Desempenho.",
  "pdf.bridge.availabilityNoData":
    "Disponibilidade: sem dados de disponibilidade; a sua parte fica em Desempenho.",
  "pdf.bridge.meteredNone":
    "Perda de injeção e contador: não há produção do contador este mês, logo não há receita: a ponte termina na produção real e não mostra valores.",

  "pdf.contract.title": "Contrato: {name}",
  "pdf.contract.availabilityGuaranteed": "Disponibilidade garantida",
  "pdf.contract.availabilityContractual": "Disponibilidade contratual",
  "pdf.contract.availabilityRevenue": "Receita do período até à data",
  "pdf.contract.availabilityDamages": "Penalidade de disponibilidade",
  "pdf.contract.prGuaranteed": "PR garantido",
  "pdf.contract.prMeasured": "PR medido",
  "pdf.contract.prShortfall": "Défice de PR",
  "pdf.contract.prDamages": "Penalidade de PR",
  "pdf.contract.damages": "Penalidades até à data",
  "pdf.contract.period":
    "{guarantee, select, availability {Disponibilidade} other {PR}} {from} – {to}: {state, select, provisional {provisório, liquida-se em {settles}} other {liquidado em {settles}}}",
  "pdf.contract.lostRevenue": "Receita perdida por causa, {month}",
  "pdf.contract.cause":
    "{cause, select, contractor {Prestador} scheduledMaintenance {Manutenção programada} forcedOutage {Paragem forçada} forceMajeure {Força maior} outOfEnvironmentalSpecification {Fora da especificação ambiental} outOfElectricalSpecification {Rede (fora da especificação elétrica)} requestedShutdown {Paragem solicitada} suspended {Suspenso} curtailment {Limitação} performance {Desempenho} other {{cause}}}",
  "pdf.contract.noTariff": "Sem tarifa: receita perdida não valorizada",
  "pdf.year.ytd": "Acumulado do ano, {from} – {to}",
  "pdf.year.lastYear": "Mesmo mês do ano anterior, {month}",
  "pdf.year.budget": "Orçamento (dias cobertos)",
  "pdf.year.variance": "Desvio (dias cobertos)",
  "pdf.year.fullBudget": "Orçamento completo",
  "pdf.year.varianceFull": "Desvio (orçamento completo)",
  "pdf.year.yieldThen": "Produção então",
  "pdf.year.change": "Variação",
  "pdf.year.noYtd": "— o histórico não chega a janeiro",
  "pdf.year.noLastYear": "— o histórico não chega a esse mês",
  "pdf.year.noDataThen": "— sem dados para esse mês",
  "pdf.year.noDataYet": "— sem dados este ano",
  "pdf.year.noBudget": "— sem orçamento",
  "pdf.plevel.title": "Últimos 12 meses, {from} – {to}",
  "pdf.plevel.titleNone": "Últimos 12 meses",
  "pdf.plevel.level": "Nível no estudo de produção",
  "pdf.plevel.value": "P{level}",
  "pdf.plevel.study": "Estudo P50 / P90",
  "pdf.plevel.studyValue": "{p50} / {p90} {unit}",
  "pdf.plevel.assumption":
    "A produção dos 12 meses corresponde a este nível P dos P50 e P90 anuais do estudo de produção, assumindo uma distribuição normal.",
  "pdf.plevel.daysWithoutData":
    "{count, plural, one {# dia sem dados contado como zero} other {# dias sem dados contados como zero}}",
  "pdf.plevel.shortHistory": "Sem nível P: são precisos 12 meses de histórico.",
  "pdf.plevel.incomplete": "Sem nível P: são precisos 12 meses completos; incompletos: {months}.",

  "pdf.chart.yieldTitle": "Produção e irradiação diárias",
  "pdf.chart.yield": "Produção ({unit})",
  "pdf.chart.estimated": "Estimada",
  "pdf.chart.irradiation": "Irradiação ({unit})",
  "pdf.chart.noIrradiation": "Sem irradiação",
  "pdf.chart.prTitle": "PR efetivo diário (segundo o serviço de dados)",
  "pdf.chart.availabilityTitle": "Disponibilidade diária",
  "pdf.chart.noDataPeriod": "Sem dados para este período",
  "pdf.chart.trendTitle":
    "Produção face ao orçamento, {count, plural, one {último mês} other {últimos # meses}}",
  "pdf.chart.trendTitleNoBudget": "Produção, {count, plural, one {último mês} other {últimos # meses}}",
  "pdf.chart.budgetP50": "Orçamento P50 ({unit})",
  "pdf.chart.noHistory": "Sem histórico",

  "pdf.table.note": "PR, disponibilidade e temperatura de célula do mês: ponderadas pela irradiação",
  "pdf.table.continued": "Valores diários (continuação)",
  "pdf.table.date": "Data",
  "pdf.table.yield": "Produção",
  "pdf.table.meterYield": "Prod. contador",
  "pdf.table.irradiation": "Irradiação",
  "pdf.table.prEffective": "PR ef.",
  "pdf.table.availability": "Disponibilid.",
  "pdf.table.cellTemperature": "Temp. célula",
  "pdf.table.status": "Estado dos dados",
  "pdf.table.measured": "Medido",
  "pdf.table.month": "Mês",
  "pdf.table.monthToDate": "Mês até à data",
  "pdf.table.total": "Incl. estimativas",
  "pdf.table.totalToDate": "Incl. estimativas, até à data",
  "pdf.table.footnote":
    "Itálico: estimado para um dia sem valor medido. * a partir da outra série de energia (produção a partir da produção do contador, ou o inverso), † a partir da irradiação; ver Cálculo dos valores.",
  "pdf.status.complete": "Completo",
  "pdf.status.partial": "Parcial",
  "pdf.status.outage": "Paragem, 0 kWh",
  "pdf.chart.outage": "Paragem (0 kWh)",
  "pdf.status.estimated": "estimado",
  "pdf.status.late": "atrasado",

  "pdf.quality.title": "Qualidade dos dados",
  "pdf.quality.none": "nenhum",
  "pdf.quality.completeness": "Integralidade",
  "pdf.quality.completenessValue": "{list} dias com valor",
  "pdf.quality.daysWithoutYield": "Dias sem produção",
  "pdf.quality.estimatedDays": "Dias estimados",
  "pdf.quality.lateDays": "Dias com atraso",
  "pdf.quality.latenessUnknown": "Atraso desconhecido",
  "pdf.quality.latenessUnknownValue": "{days}: o serviço só indica atrasos para cerca dos últimos 30 dias",
  "pdf.quality.impossible": "Valores impossíveis",
  "pdf.quality.impossibleValue":
    "{count}, fisicamente impossíveis (p. ex. energia negativa), tratados como em falta",
  "pdf.quality.unreadable": "Valores ilegíveis",
  "pdf.quality.unreadableValue": "{count}, tratados como em falta",
  "pdf.quality.note": "Notas",
  "pdf.quality.estimatedDay": "{day} ({sources})",
  "pdf.quality.fromBoth":
    "produção e produção do contador a partir {source, select, meter {do contador} yield {da produção} other {da irradiação}}",
  "pdf.quality.yieldFrom":
    "produção a partir {source, select, meter {do contador} yield {da produção} other {da irradiação}}",
  "pdf.quality.meterFrom":
    "produção do contador a partir {source, select, meter {do contador} yield {da produção} other {da irradiação}}",
  "pdf.field.yield": "Produção",
  "pdf.field.meterYield": "Produção do contador",
  "pdf.field.irradiation": "Irradiação",
  "pdf.field.pr": "PR",
  "pdf.field.availability": "Disponibilidade",
  "pdf.field.cellTemperature": "Temperatura de célula",
  "pdf.field.overspill": "Excedente",

  "pdf.method.title": "Cálculo dos valores",
  "pdf.method.days":
    "Os dias são os dias de calendário locais da central. Um valor em falta nunca conta como zero: é estimado quando possível e assinalado; um valor sem qualquer dado aparece como «–».",
  "pdf.method.estimates":
    "Estimativa de um dia sem produção medida: produção do contador desse dia ÷ {meterPerYield} (produção do contador por produção do mês), senão a sua irradiação × {yieldPerIrradiation} kWh por kWh/m² (produção por irradiação do mês). Um dia sem leitura do contador: a sua produção × {meterPerYield}, senão a sua irradiação × {meterPerIrradiation}. Cada rácio vem dos dias deste mês em que ambos os valores foram medidos.",
  "pdf.method.noEstimates":
    "Estimativas: um dia em falta é estimado a partir da produção do contador ou da irradiação, com rácios dos dias completos do mês; este mês não foi possível formar nenhum rácio ou nenhum dia precisou.",
  "pdf.method.totals":
    "A produção e a produção do contador são os dias medidos mais os estimados; os blocos indicam que parte de cada total é estimada.",
  "pdf.method.pr":
    "PR (IEC 61724-1) = produção ÷ (potência × irradiação), nos dias com ambos os valores, com a irradiação referida a 1 kW/m² (condições de teste padrão).",
  "pdf.method.prTemperature":
    "PR a 25 °C = produção ÷ (potência × Σ irradiação diária × (1 + γ × (temperatura de célula − 25 °C))), com o coeficiente de temperatura da central γ = {gamma} por °C. Usa temperaturas médias diárias de célula, pelo que aproxima o PR corrigido pela temperatura da IEC 61724-1.",
  "pdf.method.prTemperatureNone":
    "O PR a 25 °C precisa da potência e do coeficiente de temperatura dos módulos; sem eles não é apresentado.",
  "pdf.method.prEffective":
    "O PR efetivo é o PR do próprio serviço de dados, que exclui os períodos de indisponibilidade; os seus valores diários são os do gráfico, ponderados pela irradiação no mês.",
  "pdf.method.prFallback":
    "{chosen}, usado nas avaliações, não pode ser calculado para esta central este mês, pelo que a sua avaliação do PR se baseia em {name}.",
  "pdf.method.availability":
    "A disponibilidade e a temperatura de célula são médias dos valores diários ponderadas pela irradiação. Perda por indisponibilidade = Σ produção × (1 − disponibilidade) ÷ disponibilidade nos dias com ambos os valores; um dia a 0 % conta a sua irradiação × a produção por irradiação do mês com disponibilidade total.",
  "pdf.method.budget":
    "Orçamento: o orçamento P50 de {full} kWh para o período, proporcional a {covered} de {total, plural, one {# dia} other {# dias}} com produção medida ou estimada = {budget} kWh. Desvio = produção ÷ esse orçamento − 1, para que um mês com dias em falta seja comparado em base igual. Face ao orçamento completo, o desvio é produção ÷ {full} kWh − 1: um dia sem dados conta contra a central, como um contrato o conta.",
  "pdf.method.bridge":
    "Ponte: Meteorologia = orçamento × (irradiação ÷ média de longo prazo − 1), com a média proporcional aos dias com irradiação; Disponibilidade = − a perda por indisponibilidade; Limitação = − a energia acima do limite de injeção; Desempenho = o restante, de modo que orçamento + meteorologia + disponibilidade + limitação + desempenho = produção real exatamente. Perda injeção/contador = produção do contador − produção real, de modo que a ponte termina na produção do contador, sobre a qual a receita é paga. Valor = kWh × tarifa; o valor do contador é a receita.",
  "pdf.method.revenue": "Receita = produção do contador (medida + estimada) × tarifa de {tariff} por kWh.",
  "pdf.method.year":
    "O acumulado do ano soma janeiro até este mês, cada mês calculado como acima a partir dos seus próprios dias; o orçamento é a soma dos orçamentos mensais dos dias cobertos, o orçamento completo a soma dos orçamentos P50 mensais. O ano anterior compara o mesmo mês um ano antes.",
  "pdf.contract.none": "Disponibilidade técnica, sem condições contratuais",
  "pdf.method.contractNone":
    "Disponibilidade técnica, sem condições contratuais: esta central não tem contrato neste relatório, pelo que não se aplica nenhuma garantia nem se calculam penalidades.",
  "pdf.method.contractTitle":
    "Contrato {name}: os anos contratuais contam a partir de {start}; trimestres e anos contratuais contam a partir desse dia.",
  "pdf.method.contractAvailability":
    "Garantia de disponibilidade: {guaranteed} de disponibilidade contratual em cada {period, select, month {mês} quarter {trimestre} other {ano contratual}}. A perda de disponibilidade de um dia vai para as categorias dos eventos desse dia, na proporção das suas horas × parcela afetada, e para o prestador num dia sem evento. Disponibilidade contratual = 1 − (perda − perda excluída) ÷ (produção + perda − perda excluída). Excluídas: {excluded}.",
  "pdf.method.contractPriceAdjustment":
    "Penalidades (ajuste de preço): abaixo da garantia a receita do período até à data é reduzida em {slope} × (disponibilidade garantida − contratual); abaixo de {floor}, na totalidade.",
  "pdf.method.contractEnergy":
    "Penalidades (energia): (disponibilidade garantida − contratual) × (produção + perda − perda excluída) × {price} por kWh.",
  "pdf.method.contractCap": "As penalidades têm um limite de {cap} por período.",
  "pdf.method.contractTariff": "a tarifa da central",
  "pdf.method.contractNoExclusions": "nenhuma",
  "pdf.method.contractPr":
    "Garantia de PR: {first} no primeiro ano contratual, menos {degradation} por ano {mode, select, linear {desse valor (linear)} other {composto}}: {guaranteed} neste período, com uma tolerância de {tolerance}, em cada {period, select, month {mês} quarter {trimestre} other {ano contratual}}. PR medido = produção ÷ (potência × irradiação × (1 + γ × (temperatura de célula − {tref} °C))) nos dias do período sem evento de uma categoria excluída ({excluded}). Défice = garantido × (1 − tolerância) − medido, arredondado a meio para cima a 0,1 pp.",
  "pdf.method.contractPrEnergy":
    "Penalidades de PR: défice × produção de referência corrigida pela temperatura × {price} por kWh.",
  "pdf.method.contractPrPoint": "Penalidades de PR: {price} por ponto percentual de défice.",
  "pdf.method.contractSettlement":
    "Cada garantia liquida-se no fim do seu próprio período: um período que não terminou é mostrado até à data, marcado como provisório, com o dia em que se liquida; os valores de um período liquidado não mudam em relatórios posteriores. As penalidades são arredondadas à unidade mínima da moeda por garantia e período, e o total é a sua soma.",
  "pdf.method.late": "Dias com atraso: o serviço de dados não atualizou o dia em 24 horas.",
  "pdf.method.bandsTitle": "Avaliações (as mesmas nos livros Excel e na página de resumo):",
  "pdf.method.bandEnergy":
    "Produção face ao orçamento dos dias cobertos: «{target}» no orçamento ou acima; «{watch}» até {band} abaixo; «{below}» além disso.",
  "pdf.method.bandRatios":
    "{pr} face ao objetivo da central: «{watch}» até {prBand} abaixo do objetivo; disponibilidade: «{watch}» até {availabilityBand} abaixo do seu objetivo. Um valor do lado errado do seu objetivo nunca está «{target}».",
  "pdf.method.bandIrradiation":
    "Irradiação face à média de longo prazo: «{target}» na média ou acima; «{watch}» até {band} abaixo; «{below}» além disso.",

  "pdf.footer.generated": "Gerado em {time}",
  "pdf.footer.page": "Página {page} de {count}",
};
