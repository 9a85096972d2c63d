// Every Princess whose power zref referees, by id: one line per Princess.
#include "games/rebel_princess/princess.h"
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {

const std::vector<const PrincessPower*>& all_powers() {
    static const std::vector<const PrincessPower*> powers = {
        &snow_white(),   &little_mermaid(),  &cinderella(),  &pocahontas(), &sleeping_beauty(),
        &scheherazade(), &pea_princess(),    &ice_princess(), &rapunzel(),  &thumbelina(),
        &red_riding_hood(), &swan_maiden(), &belle(), &mulan(), &alice(),
        &elder_stepsister(), &younger_stepsister(), &evil_queen(), &queen_of_hearts(), &sea_witch(), &dark_fairy(),
    };
    return powers;
}

}  // namespace

const PrincessPower* princess_power(std::string_view id) {
    for (const auto* p : all_powers())
        if (p->id() == id) return p;
    return nullptr;
}

std::vector<std::string> refereed_princesses() {
    std::vector<std::string> out;
    for (const auto* p : all_powers()) out.emplace_back(p->id());
    return out;
}

}  // namespace zref::rp
