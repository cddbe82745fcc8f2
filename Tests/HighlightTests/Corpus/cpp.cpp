#include <iostream>
#include <string>
#include <vector>

namespace shapes {

// A shape with an area.
class Shape {
public:
    virtual ~Shape() = default;
    virtual double area() const = 0;
};

class Circle : public Shape {
public:
    explicit Circle(double radius) : radius_(radius) {}
    double area() const override { return 3.14159 * radius_ * radius_; }

private:
    double radius_;
};

}  // namespace shapes

int main() {
    std::vector<std::string> names = {"one", "two"};
    shapes::Circle circle(2.0);
    for (const auto &name : names) {
        std::cout << name << ": " << circle.area() << std::endl;
    }
    return 0;
}
