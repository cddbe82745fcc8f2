<?php

namespace App\Models;

// A user of the site.
class User
{
    private string $name;
    private array $roles = [];

    public function __construct(string $name)
    {
        $this->name = $name;
    }

    public function addRole(string $role): self
    {
        if (!in_array($role, $this->roles)) {
            $this->roles[] = $role;
        }
        return $this;
    }

    public function describe(): string
    {
        return sprintf("%s (%d roles)", $this->name, count($this->roles));
    }
}

$user = new User("ada");
$user->addRole("admin")->addRole("editor");
echo $user->describe() . "\n";
