/** Portuguese warnings (see en.ts). */
import type { warningsEn } from "./en.js";

export const warningsPt: Record<keyof typeof warningsEn, string> = {
  "warning.impossibleValue":
    "{kpi}, {date}: o valor {value}{unit, select, percent {\u00a0%} kwh {\u00a0kWh} kwhPerM2 {\u00a0kWh/m²} celsius {\u00a0°C} other {}} é {cause, select, negativeEnergy {uma energia negativa} energyAboveCapacity {mais de {limit} kWh por kWp de potência num dia} negativeIrradiation {uma irradiação negativa} irradiationAboveLimit {mais de {limit} kWh/m² num dia} negativePr {um PR negativo} prAboveLimit {um PR acima de {limit} %} negativeAvailability {uma disponibilidade negativa} availabilityAboveFull {uma disponibilidade acima de 100 %} cellTemperatureOutside {uma temperatura de célula fora do intervalo de {low} a {high} °C} other {um número não finito}}: não utilizado (tratado como em falta)",
  "warning.impossibleMore":
    "{count, plural, one {Mais #\u00a0valor fisicamente impossível deste mês não foi utilizado} other {Mais #\u00a0valores fisicamente impossíveis deste mês não foram utilizados}}",
  "warning.impossibleEarlier":
    "{count, plural, one {#\u00a0valor fisicamente impossível de meses anteriores do histórico não foi utilizado} other {#\u00a0valores fisicamente impossíveis de meses anteriores do histórico não foram utilizados}}",
  "warning.kpiMissing": "{kpi}: não devolvido pelo serviço; verificar o nome do KPI na definição",
  "warning.kpiNoData": "{kpi}: sem dados para o mês",
  "warning.prorated":
    "Mês em curso até {through}: {what, select, both {orçamento P50 e média de irradiação proporcionais} budget {orçamento P50 proporcional} other {média de irradiação proporcional}} a {reported} de {total, plural, one {#\u00a0dia} other {#\u00a0dias}}",
  "warning.monthNotEnded":
    "O mês só termina no fuso horário da central (UTC{offset}) em {endsAt}: {started, select, no {ainda não terminou lá nenhum dia do mês} other {os valores cobrem os seus dias até {through}}}, como um mês em curso",
  "warning.freshnessUnreadable":
    "Relatório de atualidade: {count, plural, one {#\u00a0dia não pôde ser lido} other {#\u00a0dias não puderam ser lidos}} (sem data ou estado, ou com um carimbo temporal invulgar), pelo que se desconhece se chegaram com atraso; os valores não são afetados",
  "warning.freshnessUnavailable":
    "Relatório de atualidade indisponível, pelo que se desconhece que dias chegaram com atraso; os valores não são afetados. Motivo: {failure}",
  "warning.monthInProgress": "Mês em curso: os valores abrangem os dias até {through}",
  "warning.plantMonthNotEnded":
    "{plant} (UTC{offset}): o mês termina lá em {endsAt}, por isso a central é reportada até {through} como um mês em curso; o relatório será definitivo se for gerado de novo depois dessa hora",
  "warning.verdictFallback":
    "{count, plural, one {# central não tem} other {# centrais não têm}} {metric, select, prTemperatureCorrected {PR a 25 °C} prEffective {PR efetivo} other {{metric}}} este mês ({plants}): a avaliação do PR baseia-se no PR (IEC 61724-1), indicado como tal; acrescente o coeficiente de temperatura aos dados das centrais",
  "warning.noPlantSelected": "Nenhuma central da conta corresponde à seleção de centrais da definição",
  "warning.plantListNoId":
    "Lista de centrais: a entrada {entry} não tem identificador, pelo que não pode ser consultada; omitida",
  "warning.plantListRepeated":
    "Lista de centrais: o serviço lista a central {plant} {count} vezes; reportada uma só vez (a primeira entrada)",
  "warning.requestWindowFallback":
    "O serviço não forneceu todo o histórico numa só chamada ({cause, select, refused {recusou {asked}\u00a0dias: «{detail}»; a chamada recusada conta como um pedido falhado} other {devolveu {answered} dos {asked}\u00a0dias pedidos, e os dias em falta tinham dados}}); o relatório pediu-o em janelas de {days, plural, one {#\u00a0dia} other {#\u00a0dias}}. Os valores não são afetados",
  "warning.secondPass":
    "{plants, plural, one {#\u00a0central falhou apenas com erros temporários (5xx, 429, rede, tempo esgotado) após as suas novas tentativas e foi consultada mais uma vez quando os restantes pedidos terminaram} other {#\u00a0centrais falharam apenas com erros temporários (5xx, 429, rede, tempo esgotado) após as suas novas tentativas e foram consultadas mais uma vez quando os restantes pedidos terminaram}}: {recovered} recuperadas",
  "warning.clientPlantOutside":
    "Cliente «{client}»: a central {plant} não está entre as centrais do relatório, pelo que não consta do seu pacote",
  "warning.clientWithoutPlant": "O cliente «{client}» não tem nenhuma central neste relatório",
  "warning.commentaryUnknownPlant":
    "Comentário {file}: a central {plant} não está neste relatório, pelo que o seu texto não é impresso",
  "warning.plantFetchFailed": "não foi possível obter os seus dados. Motivo: {failure}",
  "warning.fetchFailure":
    "{failure, select, notInAccount {o serviço recusou o acesso à central (HTTP {status}): não pertence a esta conta, ou foi adicionada após a última atualização diária do serviço} rangeRefused {o serviço recusou os dias pedidos numa só chamada (HTTP {status}): defina maxDaysPerRequest como «auto» ou menos dias} rateLimited {o serviço continuou a limitar a taxa de pedidos após as novas tentativas (HTTP {status}): tente mais tarde} serviceFailed {o serviço continuou a falhar após as novas tentativas (HTTP {status}): tente mais tarde} redirected {o serviço respondeu com um redirecionamento (HTTP {status}): defina SOLAR_API_BASE_URL com o endereço em que ele próprio responde} refused {o serviço recusou o pedido (HTTP {status})} unreachable {não foi possível contactar o serviço: verifique a rede e o proxy} timeout {o serviço não respondeu a tempo: tente mais tarde} badResponse {a resposta do serviço não pôde ser lida: comunique-o ao operador} tooLarge {a resposta do serviço excedeu o limite de tamanho: peça menos dias por chamada} other {um erro inesperado: comunique-o como erro do programa}}{said, select, service {; o serviço respondeu: «{detail}»} error {: {detail}} other {}}",
  "warning.plantNotFetched": "os seus dados não foram obtidos",
  "warning.plantNoTzOffset":
    "a lista de centrais do serviço não indica fuso horário (tz_offset) para esta central, pelo que os seus dias locais não podem ser determinados: peça ao operador do serviço que o configure",
  "warning.plantBadTzOffset":
    "a lista de centrais do serviço indica para esta central o fuso horário {offset}, não +HH:MM ou -HH:MM entre -12:00 e +14:00, pelo que os seus dias locais não podem ser determinados: peça ao operador do serviço que o corrija",
  "warning.plantNotInList":
    "a central {plant} não está na lista de centrais desta conta: verifique o identificador na definição (uma central acabada de adicionar só aparece após a próxima atualização diária do serviço)",
  "warning.plantPdfFailed":
    "Não foi possível gerar o PDF de {plant}, que fica fora deste relatório; os seus valores estão nos livros, no index.html e na carteira. Comunique-o como erro com o id da central. Motivo: {reason}",
  "warning.portfolioPdfFailed":
    "Não foi possível gerar o PDF da carteira, que não consta deste relatório. Motivo: {reason}",
  "warning.clientPackFailed":
    "Não foi possível gerar o dossiê do cliente «{client}», que não consta deste relatório. Motivo: {reason}",
};
