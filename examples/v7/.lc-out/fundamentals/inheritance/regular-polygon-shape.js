"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Canvas = class Canvas {
    draw(shape) {
        return `drawing a ${shape.color} ${shape.name}`;
    }
};
Canvas = __decorate([
    (0, inversify_1.injectable)()
], Canvas);
let BaseShape = class BaseShape {
    name;
    color;
    canvas;
    constructor(name, color) {
        this.name = name;
        this.color = color;
    }
};
__decorate([
    (0, inversify_1.inject)(Canvas),
    __metadata("design:type", Canvas)
], BaseShape.prototype, "canvas", void 0);
BaseShape = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)('ShapeName')),
    __param(1, (0, inversify_1.inject)('Color')),
    __metadata("design:paramtypes", [String, String])
], BaseShape);
// The child's constructor does not line up with the parent's: it takes one
// argument, with a different meaning. Keep the inherited property, but not the
// inherited constructor arguments.
let RegularPolygonShape = class RegularPolygonShape extends BaseShape {
    constructor(sides) {
        super(`${sides}-sided polygon`, 'black');
    }
};
RegularPolygonShape = __decorate([
    (0, inversify_1.injectable)(),
    (0, inversify_1.injectFromBase)({ extendConstructorArguments: false }),
    __param(0, (0, inversify_1.inject)('SideCount')),
    __metadata("design:paramtypes", [Number])
], RegularPolygonShape);
// With the default options, argument 0 is replaced by the child's own
// metadata but argument 1 ('Color') is still inherited and must be resolved.
let NaivePolygonShape = class NaivePolygonShape extends BaseShape {
    constructor(sides) {
        super(`${sides}-sided polygon`, 'black');
    }
};
NaivePolygonShape = __decorate([
    (0, inversify_1.injectable)(),
    (0, inversify_1.injectFromBase)(),
    __param(0, (0, inversify_1.inject)('SideCount')),
    __metadata("design:paramtypes", [Number])
], NaivePolygonShape);
const container = new inversify_1.Container();
container.bind(Canvas).toSelf();
container.bind('SideCount').toConstantValue(6);
container.bind(RegularPolygonShape).toSelf();
container.bind(NaivePolygonShape).toSelf();
const polygon = container.get(RegularPolygonShape);
console.log(polygon.canvas.draw(polygon));
try {
    container.get(NaivePolygonShape);
}
catch (error) {
    console.log(error.message.split('\n')[0]);
}
// prints: drawing a black 6-sided polygon
// prints: No bindings found for service: "Color".
